/*
 * ocl-run - run one OpenCL kernel from a SPIR 1.2 bitcode file and print its
 * output buffers.
 *
 * Usage:
 *   ocl-run [-b BUILD_OPTIONS] FILE.bc KERNEL -g G[,G,G] [-l L[,L,L]] ARG...
 *   ocl-run --has-ext EXTENSION     exit 0 if the device has EXTENSION
 *   ocl-run --info                  print the chosen platform and device
 *
 * The launch description (KERNEL and what follows) and the output format are
 * described in test/e2e/opencl/ref.h, which this program shares with the C
 * references of the tests.  The program is built with -lOpenCL; build it with
 * -I test/e2e/opencl.
 *
 * Every buffer is allocated with GUARD_BYTES more than asked, filled with a
 * known byte; after the run the program fails if a kernel wrote into that
 * tail or into an `in` buffer, which catches many addressing bugs.  Images
 * (img2d, oimg2d) are CL_RGBA images of CL_FLOAT, CL_UNSIGNED_INT32 or
 * CL_SIGNED_INT32 channels made from the launch's pixels, with no guard (a
 * write outside an image is undefined, not detectable); an img2d is read back
 * and must be unchanged.  A sampler argument is made with clCreateSampler.
 *
 * The platform whose name contains $OCL_RUN_PLATFORM is used (default:
 * "Portable Computing Language", falling back to the first platform with a
 * device).  The program is built with "-x spir -spir-std=1.2" unless -b
 * says otherwise.  Any OpenCL error ends the program with exit status 1;
 * bad usage gives status 2.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include "ref.h"

#define GUARD_BYTES 256
#define GUARD_FILL 0x5c

static const char *prog = "ocl-run";

static const char *
cl_error_name(cl_int err)
{
	switch (err) {
#define E(x) case x: return #x
	E(CL_SUCCESS);
	E(CL_DEVICE_NOT_FOUND);
	E(CL_DEVICE_NOT_AVAILABLE);
	E(CL_COMPILER_NOT_AVAILABLE);
	E(CL_MEM_OBJECT_ALLOCATION_FAILURE);
	E(CL_OUT_OF_RESOURCES);
	E(CL_OUT_OF_HOST_MEMORY);
	E(CL_BUILD_PROGRAM_FAILURE);
	E(CL_MAP_FAILURE);
	E(CL_INVALID_VALUE);
	E(CL_INVALID_DEVICE_TYPE);
	E(CL_INVALID_PLATFORM);
	E(CL_INVALID_DEVICE);
	E(CL_INVALID_CONTEXT);
	E(CL_INVALID_QUEUE_PROPERTIES);
	E(CL_INVALID_COMMAND_QUEUE);
	E(CL_INVALID_HOST_PTR);
	E(CL_INVALID_MEM_OBJECT);
	E(CL_INVALID_BINARY);
	E(CL_INVALID_BUILD_OPTIONS);
	E(CL_INVALID_PROGRAM);
	E(CL_INVALID_PROGRAM_EXECUTABLE);
	E(CL_INVALID_KERNEL_NAME);
	E(CL_INVALID_KERNEL_DEFINITION);
	E(CL_INVALID_KERNEL);
	E(CL_INVALID_ARG_INDEX);
	E(CL_INVALID_ARG_VALUE);
	E(CL_INVALID_ARG_SIZE);
	E(CL_INVALID_KERNEL_ARGS);
	E(CL_INVALID_WORK_DIMENSION);
	E(CL_INVALID_WORK_GROUP_SIZE);
	E(CL_INVALID_WORK_ITEM_SIZE);
	E(CL_INVALID_GLOBAL_OFFSET);
	E(CL_INVALID_EVENT_WAIT_LIST);
	E(CL_INVALID_EVENT);
	E(CL_INVALID_OPERATION);
	E(CL_INVALID_BUFFER_SIZE);
	E(CL_INVALID_GLOBAL_WORK_SIZE);
	E(CL_LINK_PROGRAM_FAILURE);
	E(CL_INVALID_COMPILER_OPTIONS);
	E(CL_IMAGE_FORMAT_MISMATCH);
	E(CL_IMAGE_FORMAT_NOT_SUPPORTED);
	E(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
	E(CL_INVALID_IMAGE_SIZE);
	E(CL_INVALID_IMAGE_DESCRIPTOR);
	E(CL_INVALID_SAMPLER);
	E(CL_INVALID_LINKER_OPTIONS);
	E(CL_PLATFORM_NOT_FOUND_KHR);
#undef E
	default:
		return "unknown OpenCL error";
	}
}

static void
check(cl_int err, const char *what)
{
	if (err == CL_SUCCESS)
		return;
	fprintf(stderr, "%s: %s failed: %s (%d)\n", prog, what,
	    cl_error_name(err), (int)err);
	exit(1);
}

static char *
platform_string(cl_platform_id p, cl_platform_info what)
{
	size_t n = 0;
	char *s;

	check(clGetPlatformInfo(p, what, 0, NULL, &n), "clGetPlatformInfo");
	s = calloc(1, n + 1);
	if (s == NULL)
		ref_die(prog, "out of memory");
	check(clGetPlatformInfo(p, what, n, s, NULL), "clGetPlatformInfo");
	return s;
}

static char *
device_string(cl_device_id d, cl_device_info what)
{
	size_t n = 0;
	char *s;

	check(clGetDeviceInfo(d, what, 0, NULL, &n), "clGetDeviceInfo");
	s = calloc(1, n + 1);
	if (s == NULL)
		ref_die(prog, "out of memory");
	check(clGetDeviceInfo(d, what, n, s, NULL), "clGetDeviceInfo");
	return s;
}

/* Picks the platform and its first device; see the header comment. */
static void
pick_device(cl_platform_id *platform, cl_device_id *device)
{
	cl_platform_id ids[16];
	cl_uint n = 0, i, ndev;
	const char *want = getenv("OCL_RUN_PLATFORM");
	int pass;
	char *name;
	cl_int err;

	if (want == NULL || *want == '\0')
		want = "Portable Computing Language";
	err = clGetPlatformIDs(16, ids, &n);
	if (err == CL_PLATFORM_NOT_FOUND_KHR || (err == CL_SUCCESS && n == 0)) {
		fprintf(stderr, "%s: no OpenCL platform found (is an ICD such "
		    "as pocl-opencl-icd installed and listed in "
		    "/etc/OpenCL/vendors or $OCL_ICD_VENDORS?)\n", prog);
		exit(1);
	}
	check(err, "clGetPlatformIDs");
	if (n > 16)
		n = 16;
	/* Pass 0: the wanted platform; pass 1: any platform with a device. */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < n; i++) {
			name = platform_string(ids[i], CL_PLATFORM_NAME);
			if (pass == 0 && strstr(name, want) == NULL) {
				free(name);
				continue;
			}
			free(name);
			ndev = 0;
			err = clGetDeviceIDs(ids[i], CL_DEVICE_TYPE_ALL, 1,
			    device, &ndev);
			if (err == CL_SUCCESS && ndev > 0) {
				*platform = ids[i];
				return;
			}
		}
	}
	fprintf(stderr, "%s: no OpenCL device found on %u platform(s)\n",
	    prog, (unsigned)n);
	exit(1);
}

static int
has_extension(cl_device_id dev, const char *ext)
{
	char *exts = device_string(dev, CL_DEVICE_EXTENSIONS);
	size_t len = strlen(ext);
	const char *p = exts;
	int found = 0;

	while ((p = strstr(p, ext)) != NULL) {
		if ((p == exts || p[-1] == ' ') &&
		    (p[len] == ' ' || p[len] == '\0')) {
			found = 1;
			break;
		}
		p += len;
	}
	free(exts);
	return found;
}

static unsigned char *
read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf = NULL;
	size_t cap = 0, n = 0, got;

	if (f == NULL) {
		fprintf(stderr, "%s: cannot open '%s': %s\n", prog, path,
		    strerror(errno));
		exit(1);
	}
	for (;;) {
		if (n == cap) {
			cap = cap ? cap * 2 : 65536;
			buf = realloc(buf, cap);
			if (buf == NULL)
				ref_die(prog, "out of memory");
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		fprintf(stderr, "%s: cannot read '%s'\n", prog, path);
		exit(1);
	}
	fclose(f);
	if (n == 0) {
		fprintf(stderr, "%s: '%s' is empty\n", prog, path);
		exit(1);
	}
	*len = n;
	return buf;
}

static void
print_build_log(cl_program program, cl_device_id dev)
{
	size_t n = 0;
	char *log;

	if (clGetProgramBuildInfo(program, dev, CL_PROGRAM_BUILD_LOG, 0, NULL,
	    &n) != CL_SUCCESS)
		return;
	log = calloc(1, n + 1);
	if (log == NULL)
		return;
	if (clGetProgramBuildInfo(program, dev, CL_PROGRAM_BUILD_LOG, n, log,
	    NULL) == CL_SUCCESS)
		fprintf(stderr, "%s: build log:\n%s\n", prog, log);
	free(log);
}

static void
print_info(cl_platform_id platform, cl_device_id dev)
{
	char *s;
	cl_bool images = CL_FALSE;

	s = platform_string(platform, CL_PLATFORM_NAME);
	printf("platform: %s\n", s);
	free(s);
	s = platform_string(platform, CL_PLATFORM_VERSION);
	printf("platform version: %s\n", s);
	free(s);
	s = device_string(dev, CL_DEVICE_NAME);
	printf("device: %s\n", s);
	free(s);
	s = device_string(dev, CL_DEVICE_VERSION);
	printf("device version: %s\n", s);
	free(s);
	s = device_string(dev, CL_DEVICE_EXTENSIONS);
	printf("extensions: %s\n", s);
	free(s);
	check(clGetDeviceInfo(dev, CL_DEVICE_IMAGE_SUPPORT, sizeof(images),
	    &images, NULL), "clGetDeviceInfo(CL_DEVICE_IMAGE_SUPPORT)");
	printf("image support: %s\n", images ? "yes" : "no");
}

static int
guard_intact(const unsigned char *p)
{
	size_t i;

	for (i = 0; i < GUARD_BYTES; i++) {
		if (p[i] != GUARD_FILL)
			return 0;
	}
	return 1;
}

static void
check_image_support(cl_device_id dev)
{
	cl_bool yes = CL_FALSE;

	check(clGetDeviceInfo(dev, CL_DEVICE_IMAGE_SUPPORT, sizeof(yes), &yes,
	    NULL), "clGetDeviceInfo(CL_DEVICE_IMAGE_SUPPORT)");
	if (!yes) {
		fprintf(stderr, "%s: the device has no image support\n", prog);
		exit(1);
	}
}

/* A CL_RGBA 2D image holding the pixels of image argument A. */
static cl_mem
make_image(cl_context ctx, const struct ref_arg *a)
{
	cl_image_format fmt;
	cl_image_desc desc;
	cl_mem m;
	cl_int err;

	fmt.image_channel_order = CL_RGBA;
	fmt.image_channel_data_type = a->type == REF_FLOAT ? CL_FLOAT :
	    a->type == REF_UINT ? CL_UNSIGNED_INT32 : CL_SIGNED_INT32;
	memset(&desc, 0, sizeof(desc));
	desc.image_type = CL_MEM_OBJECT_IMAGE2D;
	desc.image_width = a->width;
	desc.image_height = a->height;
	m = clCreateImage(ctx, CL_MEM_COPY_HOST_PTR | (a->kind == REF_IMAGE ?
	    CL_MEM_READ_ONLY : CL_MEM_WRITE_ONLY), &fmt, &desc, a->data, &err);
	check(err, "clCreateImage");
	return m;
}

static cl_sampler
make_sampler(cl_context ctx, const struct ref_arg *a)
{
	static const cl_addressing_mode addr[] = {
		CL_ADDRESS_NONE, CL_ADDRESS_CLAMP, CL_ADDRESS_CLAMP_TO_EDGE,
		CL_ADDRESS_REPEAT, CL_ADDRESS_MIRRORED_REPEAT,
	};
	cl_sampler s;
	cl_int err;

	s = clCreateSampler(ctx, a->normalized ? CL_TRUE : CL_FALSE,
	    addr[a->addressing], a->filter == REF_FILTER_LINEAR ?
	    CL_FILTER_LINEAR : CL_FILTER_NEAREST, &err);
	check(err, "clCreateSampler");
	return s;
}

/*
 * Reads image argument A (index I) back: an oimg2d into A's data, an img2d
 * to check that it is unchanged.  Returns 1 if it was changed.
 */
static int
read_image(cl_command_queue queue, cl_mem m, struct ref_arg *a, unsigned i)
{
	size_t origin[3] = { 0, 0, 0 };
	size_t region[3] = { a->width, a->height, 1 };
	unsigned char *buf = malloc(a->bytes);
	int changed = 0;

	if (buf == NULL)
		ref_die(prog, "out of memory");
	check(clEnqueueReadImage(queue, m, CL_TRUE, origin, region, 0, 0, buf,
	    0, NULL, NULL), "clEnqueueReadImage");
	if (a->kind == REF_OIMAGE) {
		memcpy(a->data, buf, a->bytes);
	} else if (memcmp(buf, a->data, a->bytes) != 0) {
		fprintf(stderr, "%s: input image argument %u (%s) changed\n",
		    prog, i, a->spec);
		changed = 1;
	}
	free(buf);
	return changed;
}

static void
usage(void)
{
	fprintf(stderr,
	    "usage: %s [-b BUILD_OPTIONS] FILE.bc KERNEL -g G[,G,G] "
	    "[-l L[,L,L]] ARG...\n"
	    "       %s --has-ext EXTENSION\n"
	    "       %s --info\n"
	    "ARG: in:TYPE:N[:PATTERN] out:TYPE:N io:TYPE:N[:PATTERN] "
	    "val:TYPE:V local:TYPE:N\n"
	    "     img2d:W:H:CHAN[:PATTERN] oimg2d:W:H:CHAN "
	    "sampler:NORM:ADDR:FILTER\n", prog, prog, prog);
	exit(2);
}

int
main(int argc, char **argv)
{
	const char *options = "-x spir -spir-std=1.2";
	const char *path;
	cl_platform_id platform;
	cl_device_id dev;
	cl_context ctx;
	cl_command_queue queue;
	cl_program program;
	cl_kernel kernel;
	cl_mem mem[REF_MAX_ARGS];
	cl_sampler smp[REF_MAX_ARGS];
	unsigned char *shadow[REF_MAX_ARGS];
	cl_uint kargs;
	cl_int err, status;
	struct ref_launch L;
	struct ref_arg *a;
	unsigned char *bin;
	size_t len;
	unsigned i;
	int argi = 1, bad = 0;
	char what[64];

	if (argc >= 2 && strcmp(argv[1], "--info") == 0) {
		pick_device(&platform, &dev);
		print_info(platform, dev);
		return 0;
	}
	if (argc == 3 && strcmp(argv[1], "--has-ext") == 0) {
		pick_device(&platform, &dev);
		return has_extension(dev, argv[2]) ? 0 : 1;
	}
	if (argc >= 3 && strcmp(argv[1], "-b") == 0) {
		options = argv[2];
		argi = 3;
	}
	if (argc - argi < 2)
		usage();
	path = argv[argi++];
	/* Validate the launch before touching OpenCL. */
	ref_parse_launch(prog, argc - argi, argv + argi, &L);

	pick_device(&platform, &dev);
	for (i = 0; i < L.nargs; i++) {
		if (L.arg[i].type == REF_DOUBLE &&
		    !has_extension(dev, "cl_khr_fp64")) {
			fprintf(stderr, "%s: argument %u is double but the "
			    "device lacks cl_khr_fp64\n", prog, i);
			return 1;
		}
	}

	ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
	check(err, "clCreateContext");
	queue = clCreateCommandQueue(ctx, dev, 0, &err);
	check(err, "clCreateCommandQueue");

	bin = read_file(path, &len);
	program = clCreateProgramWithBinary(ctx, 1, &dev, &len,
	    (const unsigned char **)&bin, &status, &err);
	if (err == CL_SUCCESS)
		err = status;
	check(err, "clCreateProgramWithBinary");
	err = clBuildProgram(program, 1, &dev, options, NULL, NULL);
	if (err != CL_SUCCESS) {
		fprintf(stderr, "%s: clBuildProgram of '%s' with options "
		    "\"%s\" failed: %s (%d)\n", prog, path, options,
		    cl_error_name(err), (int)err);
		print_build_log(program, dev);
		return 1;
	}

	kernel = clCreateKernel(program, L.kernel, &err);
	if (err == CL_INVALID_KERNEL_NAME) {
		fprintf(stderr, "%s: no kernel named '%s' in '%s'\n", prog,
		    L.kernel, path);
		return 1;
	}
	check(err, "clCreateKernel");
	check(clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof(kargs), &kargs,
	    NULL), "clGetKernelInfo(CL_KERNEL_NUM_ARGS)");
	if (kargs != L.nargs) {
		fprintf(stderr, "%s: kernel '%s' takes %u argument(s) but %u "
		    "were given\n", prog, L.kernel, (unsigned)kargs, L.nargs);
		return 1;
	}

	for (i = 0; i < L.nargs; i++) {
		a = &L.arg[i];
		mem[i] = NULL;
		smp[i] = NULL;
		shadow[i] = NULL;
		snprintf(what, sizeof(what), "clSetKernelArg(%u, %s)", i,
		    a->spec);
		switch (a->kind) {
		case REF_VAL:
			err = clSetKernelArg(kernel, i, a->bytes, a->data);
			break;
		case REF_LOCAL:
			err = clSetKernelArg(kernel, i, a->bytes, NULL);
			break;
		case REF_SAMPLER:
			smp[i] = make_sampler(ctx, a);
			err = clSetKernelArg(kernel, i, sizeof(cl_sampler),
			    &smp[i]);
			break;
		case REF_IMAGE:
		case REF_OIMAGE:
			check_image_support(dev);
			mem[i] = make_image(ctx, a);
			err = clSetKernelArg(kernel, i, sizeof(cl_mem), &mem[i]);
			break;
		default:
			shadow[i] = malloc(a->bytes + GUARD_BYTES);
			if (shadow[i] == NULL)
				ref_die(prog, "out of memory");
			memcpy(shadow[i], a->data, a->bytes);
			memset(shadow[i] + a->bytes, GUARD_FILL, GUARD_BYTES);
			mem[i] = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR |
			    CL_MEM_READ_WRITE, a->bytes + GUARD_BYTES,
			    shadow[i], &err);
			check(err, "clCreateBuffer");
			err = clSetKernelArg(kernel, i, sizeof(cl_mem), &mem[i]);
			break;
		}
		check(err, what);
	}

	check(clEnqueueNDRangeKernel(queue, kernel, L.dims, NULL, L.global,
	    L.has_local ? L.local : NULL, 0, NULL, NULL),
	    "clEnqueueNDRangeKernel");
	check(clFinish(queue), "clFinish after the kernel");

	for (i = 0; i < L.nargs; i++) {
		a = &L.arg[i];
		if (mem[i] == NULL)
			continue;
		if (a->kind == REF_IMAGE || a->kind == REF_OIMAGE) {
			bad |= read_image(queue, mem[i], a, i);
			continue;
		}
		check(clEnqueueReadBuffer(queue, mem[i], CL_TRUE, 0,
		    a->bytes + GUARD_BYTES, shadow[i], 0, NULL, NULL),
		    "clEnqueueReadBuffer");
		if (!guard_intact(shadow[i] + a->bytes)) {
			fprintf(stderr, "%s: the kernel wrote past the end of "
			    "argument %u (%s)\n", prog, i, a->spec);
			bad = 1;
		}
		if (a->kind == REF_IN) {
			if (memcmp(shadow[i], a->data, a->bytes) != 0) {
				fprintf(stderr, "%s: the kernel changed input "
				    "argument %u (%s)\n", prog, i, a->spec);
				bad = 1;
			}
		} else {
			memcpy(a->data, shadow[i], a->bytes);
		}
	}
	if (bad)
		return 1;
	ref_print_outputs(stdout, &L);
	if (fflush(stdout) != 0) {
		fprintf(stderr, "%s: cannot write the output\n", prog);
		return 1;
	}

	for (i = 0; i < L.nargs; i++) {
		if (mem[i] != NULL)
			clReleaseMemObject(mem[i]);
		if (smp[i] != NULL)
			clReleaseSampler(smp[i]);
		free(shadow[i]);
	}
	clReleaseKernel(kernel);
	clReleaseProgram(program);
	clReleaseCommandQueue(queue);
	clReleaseContext(ctx);
	ref_free_launch(&L);
	free(bin);
	return 0;
}
