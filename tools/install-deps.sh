#!/bin/sh
# Install the Debian 12 packages llc-spirv needs, if any are missing.
# usage: tools/install-deps.sh build|check|demo|diff|bench|fuzz
set -eu
need="cmake ninja-build gcc g++ make pkg-config python3 llvm-19-dev llvm-19-tools spirv-headers spirv-tools"
# check: the lit suite, whose test/diff sample needs Csmith and clang-19's sanitizers;
# diff: `make check-diff`, which also runs the Khronos pipeline and reduces with cvise.
check_pkgs="clang-19 llvm-spirv-15 pocl-opencl-icd ocl-icd-opencl-dev opencl-headers python3-psutil
	libvulkan-dev mesa-vulkan-drivers glslang-tools curl xz-utils debian-archive-keyring
	csmith libcsmith-dev libclang-rt-19-dev"
case "${1:-build}" in
check|demo) need="$need $check_pkgs" ;;
diff) need="$need $check_pkgs clang-15 cvise" ;;
bench) need="$need clang-19 clang-15 llvm-spirv-15 valgrind" ;;
fuzz) need="$need clang-19 libclang-rt-19-dev valgrind" ;;
esac
# After the Debian 12 packages: for `check`, a newer SPIRV-Tools and SPIRV-Headers
# from Debian unstable unpacked privately (tools/fetch-sid.sh; lit runs the
# validator beside spirv-val, and checks lib/grammar-facts.txt against the grammar).
sid() {
	[ "${1:-build}" = check ] || return 0
	sh "$(dirname "$0")/fetch-sid.sh" spirv-tools libc6 libstdc++6 libgcc-s1 spirv-headers
}
missing=""
for p in $need; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -z "$missing" ]; then
	sid "${1:-build}"
	exit 0
fi
if [ "$(id -u)" != 0 ]; then
	echo "llc-spirv: missing Debian packages:$missing" >&2
	echo "llc-spirv: run as root, or: sudo apt-get install$missing" >&2
	exit 1
fi
echo "Installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $missing >/dev/null
sid "${1:-build}"
