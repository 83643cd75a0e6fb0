# llc-spirv: a thin wrapper over CMake and lit. `make demo` and `make check`
# install missing Debian packages first (as root).
BUILD ?= build
LIT = python3 /usr/lib/llvm-19/build/utils/lit/lit.py
LITFLAGS ?= -sv
JOBS ?= $(shell nproc)
PREFIX ?= /usr/local
TSAN_BUILD ?= build-tsan

.PHONY: all deps deps-test demo check check-codegen check-e2e check-unit check-tsan install docs stress bench clean

all: $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

$(BUILD)/build.ninja:
	@tools/install-deps.sh build
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)

deps:
	@tools/install-deps.sh build

deps-test:
	@tools/install-deps.sh check

demo: deps-test all
	@sh examples/demo.sh $(BUILD)

check: deps-test all
	$(LIT) $(LITFLAGS) -j $(JOBS) test --param build=$(abspath $(BUILD))

check-codegen: all
	$(LIT) $(LITFLAGS) test/CodeGen --param build=$(abspath $(BUILD))

check-e2e: deps-test all
	$(LIT) $(LITFLAGS) test/e2e --param build=$(abspath $(BUILD))

# Install under $(PREFIX) (DESTDIR is honoured): bin/llc-spirv, bin/llvm-spirv,
# lib/libllc-spirv.{a,so}, include/llc_spirv.h, pkg-config, CMake package, man page.
install: all
	DESTDIR=$(DESTDIR) cmake --install $(BUILD) --prefix $(PREFIX)

# The API tests (the concurrent-compilation one included) under ThreadSanitizer,
# in a separate build directory.
check-tsan:
	cmake -S . -B $(TSAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLSV_TSAN=ON
	cmake --build $(TSAN_BUILD) -j $(JOBS)
	$(LIT) $(LITFLAGS) test/api/threads.test test/api/api.test --param build=$(abspath $(TSAN_BUILD))

# Regenerate the tables of docs/user-guide.md from lib/*.def.
docs:
	python3 tools/gen-docs.py

stress: all
	sh test/fuzz/stress.sh $(or $(N),500)

# Benchmark against the LLVM-C parse floor (bench/run.py --help): e.g.
# make bench BENCHFLAGS="--sizes small,medium --callgrind"
bench: deps-test all
	@tools/install-deps.sh bench
	python3 bench/run.py --build $(abspath $(BUILD)) $(BENCHFLAGS)

clean:
	rm -rf $(BUILD)
