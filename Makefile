# llc-spirv: a thin wrapper over CMake and lit. `make demo` and `make check`
# install missing Debian packages first (as root).
BUILD ?= build
LIT = python3 /usr/lib/llvm-19/build/utils/lit/lit.py
LITFLAGS ?= -sv
JOBS ?= $(shell nproc)
PREFIX ?= /usr/local
TSAN_BUILD ?= build-tsan
ASAN_BUILD ?= build-asan
FUZZ_BUILD ?= build-fuzz
FUZZ_TIME ?= 60

.PHONY: all deps deps-test demo check check-codegen check-e2e check-vulkan-standin check-unit check-tsan check-asan check-fuzz check-valgrind check-diff fuzz-build install docs stress stress-vulkan bench clean

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

# Differential execution testing with Csmith programs (test/diff/README.md):
# N programs (seeds FIRST..FIRST+N-1) at -O0 and -O2 on J jobs; failing programs
# are kept in $(BUILD)/difftest-failures for test/diff/reduce.sh. DIFFFLAGS adds
# options, e.g. DIFFFLAGS="--mode global --stats".
check-diff: all
	@tools/install-deps.sh diff
	python3 test/diff/difftest.py --llc $(abspath $(BUILD))/bin/llc-spirv -n $(or $(N),100) \
		--first $(or $(FIRST),1) -j $(or $(J),$(JOBS)) --keep $(abspath $(BUILD))/difftest-failures $(DIFFFLAGS)

# The Vulkan execution tests with glslang standing in for llc-spirv: proves the
# shaders, their references and the harness (test/e2e/vulkan/README.md).
check-vulkan-standin: deps-test all
	E2E_STANDIN=1 $(LIT) $(LITFLAGS) -j $(JOBS) test/e2e/vulkan --param build=$(abspath $(BUILD))

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

# The whole lit suite (CodeGen, unit, api, driver, errors, fuzz sample, e2e)
# with the tool and library built with AddressSanitizer, UndefinedBehaviorSanitizer
# and LeakSanitizer, in a separate build directory. lit puts $(ASAN_BUILD)/bin
# first on PATH and LLC_SPIRV names the sanitized binary for the e2e harness.
# LLVM's own allocations that live until exit are suppressed (test/fuzz/lsan.supp).
# api/install.test is left out: it links an example against the installed
# library without the sanitizer runtime.
ASAN_ENV = ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=2 E2E_SANITIZE=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=2 \
	LSAN_OPTIONS=suppressions=$(abspath test/fuzz/lsan.supp):print_suppressions=0 \
	LLC_SPIRV=$(abspath $(ASAN_BUILD))/bin/llc-spirv
check-asan: deps-test
	cmake -S . -B $(ASAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLSV_SANITIZE=ON
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	$(ASAN_ENV) $(LIT) $(LITFLAGS) -j $(JOBS) --filter-out 'api/install' test --param build=$(abspath $(ASAN_BUILD))

# The libFuzzer target test/fuzz/fuzz-compile.c (clang-19, ASan+UBSan) over a
# seed corpus of the lit tests' .ll files and their bitcode; a $(FUZZ_TIME) s run.
# test/fuzz/README.md describes long runs.
FUZZ_LIBS = -L/usr/lib/llvm-19/lib -lLLVM-19 $(shell pkg-config --libs SPIRV-Tools) -lstdc++ -lm
fuzz-build:
	@tools/install-deps.sh fuzz
	CC=clang-19 CXX=clang++-19 cmake -S . -B $(FUZZ_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
		-DLSV_SANITIZE=ON -DCMAKE_C_FLAGS=-fsanitize=fuzzer-no-link
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target llc-spirv
	clang-19 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
		-Iinclude -I/usr/lib/llvm-19/include test/fuzz/fuzz-compile.c $(FUZZ_BUILD)/lib/libllc-spirv.a \
		$(FUZZ_LIBS) -o $(FUZZ_BUILD)/bin/fuzz-compile
	sh test/fuzz/seed-corpus.sh $(FUZZ_BUILD)/corpus-seed

check-fuzz: fuzz-build
	mkdir -p $(FUZZ_BUILD)/corpus $(FUZZ_BUILD)/artifacts
	ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=16 LSAN_OPTIONS=suppressions=$(abspath test/fuzz/lsan.supp) \
		$(FUZZ_BUILD)/bin/fuzz-compile -max_total_time=$(FUZZ_TIME) -timeout=20 -rss_limit_mb=4096 \
		-max_len=65536 -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/artifacts/ \
		$(FUZZ_BUILD)/corpus $(FUZZ_BUILD)/corpus-seed

# Valgrind memcheck over a sample of CodeGen inputs (the normal build).
check-valgrind: all
	@tools/install-deps.sh fuzz
	sh test/fuzz/valgrind.sh $(abspath $(BUILD))/bin/llc-spirv

# Regenerate the tables of docs/user-guide.md from lib/*.def.
docs:
	python3 tools/gen-docs.py

stress: all
	sh test/fuzz/stress.sh $(or $(N),500)

# The same in the Vulkan (Shader) environment: llvm-stress wrapped as compute
# shaders and library functions (test/fuzz/README.md)
stress-vulkan: all
	STRESS_ENV=vulkan sh test/fuzz/stress.sh $(or $(N),500)

# Benchmark against the LLVM-C parse floor (bench/run.py --help): e.g.
# make bench BENCHFLAGS="--sizes small,medium --callgrind"
bench: deps-test all
	@tools/install-deps.sh bench
	python3 bench/run.py --build $(abspath $(BUILD)) $(BENCHFLAGS)

clean:
	rm -rf $(BUILD)
