/*
 * vk-run - run one Vulkan compute shader from a SPIR-V binary and print its
 * output buffers in the format of the OpenCL tests (test/e2e/opencl/ref.h).
 *
 * Usage:
 *   vk-run [--feature NAME]... FILE.spv ENTRY -g G[,G,G] -l L[,L,L] RES...
 *   vk-run --info                 the device, its limits and features
 *   vk-run --list-features        the feature names the device supports
 *   vk-run --has-feature NAME     exit 0 if the device supports NAME
 *
 * -g is the total number of invocations and -l the workgroup size (the
 * shader's LocalSize, which must match), so the dispatch has G/L groups per
 * dimension; a C reference sees the same numbers as an OpenCL launch.  Each
 * RES binds one resource and is BINDING=SPEC, where SPEC is an argument spec
 * of ref.h (in:, out:, io:, val:) and BINDING is one of
 *   sb:SET:BIND[I]            storage buffer (element I of a descriptor
 *                             array when [I] is given)
 *   ub:SET:BIND[I]            uniform buffer (in: or val: only)
 *   utb:SET:BIND[I][:FMT]     uniform texel buffer (in: only)
 *   stb:SET:BIND[I][:FMT]     storage texel buffer
 *   pc[:OFFSET]               push constant bytes at OFFSET (in: or val:)
 * FMT is a SPIR-V image format name (r32f, rgba8, r32ui, ...); by default
 * the element type gives it (float4 -> rgba32f, uint -> r32ui, ...).  The
 * resources are the launch's arguments in order: argument N of the output
 * and of the reference is the Nth RES.
 *
 * Features: --feature NAME asks for a Vulkan feature by its member name in
 * VkPhysicalDevice{,Vulkan11,Vulkan12,Vulkan13}Features (shaderInt64,
 * scalarBlockLayout, ...), for subgroup support (subgroup-basic,
 * subgroup-vote, subgroup-arithmetic, subgroup-ballot, subgroup-shuffle,
 * subgroup-shuffle-relative, subgroup-clustered, subgroup-quad) or for an
 * exact subgroup size (subgroup-size-N; set through subgroupSizeControl when
 * the device can vary it).  When the device lacks one, vk-run prints
 * "vk-run: skipped: ..." and exits with status 77.  Features implied by the
 * module's OpCapability instructions are enabled too (the Vulkan spec
 * requires it); one the device lacks and the test did not ask for is an
 * error.  $VK_RUN_HIDE_FEATURES (comma-separated) makes features look
 * absent, to test the skip path.
 *
 * Every buffer has GUARD_BYTES more than its descriptor range, filled with a
 * known byte; vk-run fails if the shader wrote there or into an `in`
 * resource.  It fails with status 1 on any Vulkan error, on a module that
 * is not SPIR-V or lacks the entry point, on a LocalSize other than -l, and
 * on a shader that does not finish within $VK_RUN_TIMEOUT seconds (default
 * 60).  Bad usage gives status 2.  The device is the first whose name
 * contains $VK_RUN_DEVICE (default "llvmpipe", else the first device);
 * $VK_RUN_VALIDATE=1 enables VK_LAYER_KHRONOS_validation and fails on any
 * message it reports.  Build with -I test/e2e/opencl -lvulkan.
 */
#define _GNU_SOURCE	/* dladdr */
#include <dlfcn.h>
#include <vulkan/vulkan.h>

#include "ref.h"

#define GUARD_BYTES 256
#define GUARD_FILL 0x5c
#define EXIT_SKIP 77
#define MAX_SETS 8

static const char *prog = "vk-run";

/* --- errors ---------------------------------------------------------------- */

static const char *
vk_result_name(VkResult r)
{
	switch (r) {
#define E(x) case x: return #x
	E(VK_SUCCESS);
	E(VK_NOT_READY);
	E(VK_TIMEOUT);
	E(VK_INCOMPLETE);
	E(VK_ERROR_OUT_OF_HOST_MEMORY);
	E(VK_ERROR_OUT_OF_DEVICE_MEMORY);
	E(VK_ERROR_INITIALIZATION_FAILED);
	E(VK_ERROR_DEVICE_LOST);
	E(VK_ERROR_MEMORY_MAP_FAILED);
	E(VK_ERROR_LAYER_NOT_PRESENT);
	E(VK_ERROR_EXTENSION_NOT_PRESENT);
	E(VK_ERROR_FEATURE_NOT_PRESENT);
	E(VK_ERROR_INCOMPATIBLE_DRIVER);
	E(VK_ERROR_TOO_MANY_OBJECTS);
	E(VK_ERROR_FORMAT_NOT_SUPPORTED);
	E(VK_ERROR_FRAGMENTED_POOL);
	E(VK_ERROR_UNKNOWN);
	E(VK_ERROR_OUT_OF_POOL_MEMORY);
	E(VK_ERROR_INVALID_EXTERNAL_HANDLE);
	E(VK_ERROR_FRAGMENTATION);
	E(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS);
	E(VK_PIPELINE_COMPILE_REQUIRED);
	E(VK_ERROR_INVALID_SHADER_NV);
#undef E
	default:
		return "unknown VkResult";
	}
}

static void
check(VkResult r, const char *what)
{
	if (r == VK_SUCCESS)
		return;
	fprintf(stderr, "%s: %s failed: %s (%d)\n", prog, what,
	    vk_result_name(r), (int)r);
	exit(1);
}

static void
fail(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static void
skip(const char *fmt, ...)
{
	va_list ap;

	printf("%s: skipped: ", prog);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
	exit(EXIT_SKIP);
}

static void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		ref_die(prog, "out of memory");
	return p;
}

/* --- features ------------------------------------------------------------- */

/* Which VkPhysicalDevice*Features struct a feature lives in. */
enum feat_struct { FS_10, FS_11, FS_12, FS_13, FS_SUBGROUP };

struct feature {
	const char *name;
	enum feat_struct where;
	size_t offset;		/* VkBool32 member; for FS_SUBGROUP the bit */
};

#define F10(m) { #m, FS_10, offsetof(VkPhysicalDeviceFeatures, m) }
#define F11(m) { #m, FS_11, offsetof(VkPhysicalDeviceVulkan11Features, m) }
#define F12(m) { #m, FS_12, offsetof(VkPhysicalDeviceVulkan12Features, m) }
#define F13(m) { #m, FS_13, offsetof(VkPhysicalDeviceVulkan13Features, m) }
#define FSG(n, bit) { n, FS_SUBGROUP, VK_SUBGROUP_FEATURE_##bit##_BIT }

/* The features a compute test may ask for, alphabetized within a struct. */
static const struct feature features[] = {
	F10(fragmentStoresAndAtomics),
	F10(robustBufferAccess),
	F10(shaderFloat64),
	F10(shaderImageGatherExtended),
	F10(shaderInt16),
	F10(shaderInt64),
	F10(shaderStorageBufferArrayDynamicIndexing),
	F10(shaderStorageImageExtendedFormats),
	F10(shaderStorageImageReadWithoutFormat),
	F10(shaderStorageImageWriteWithoutFormat),
	F10(shaderUniformBufferArrayDynamicIndexing),
	F11(storageBuffer16BitAccess),
	F11(storagePushConstant16),
	F11(uniformAndStorageBuffer16BitAccess),
	F11(variablePointers),
	F11(variablePointersStorageBuffer),
	F12(bufferDeviceAddress),
	F12(descriptorIndexing),
	F12(runtimeDescriptorArray),
	F12(scalarBlockLayout),
	F12(shaderBufferInt64Atomics),
	F12(shaderFloat16),
	F12(shaderInt8),
	F12(shaderSharedInt64Atomics),
	F12(shaderStorageBufferArrayNonUniformIndexing),
	F12(shaderStorageTexelBufferArrayDynamicIndexing),
	F12(shaderStorageTexelBufferArrayNonUniformIndexing),
	F12(shaderSubgroupExtendedTypes),
	F12(shaderUniformBufferArrayNonUniformIndexing),
	F12(shaderUniformTexelBufferArrayDynamicIndexing),
	F12(shaderUniformTexelBufferArrayNonUniformIndexing),
	F12(storageBuffer8BitAccess),
	F12(storagePushConstant8),
	F12(subgroupBroadcastDynamicId),
	F12(uniformAndStorageBuffer8BitAccess),
	F12(uniformBufferStandardLayout),
	F12(vulkanMemoryModel),
	F12(vulkanMemoryModelAvailabilityVisibilityChains),
	F12(vulkanMemoryModelDeviceScope),
	F13(computeFullSubgroups),
	F13(maintenance4),
	F13(shaderDemoteToHelperInvocation),
	F13(shaderIntegerDotProduct),
	F13(shaderZeroInitializeWorkgroupMemory),
	F13(subgroupSizeControl),
	F13(synchronization2),
	FSG("subgroup-arithmetic", ARITHMETIC),
	FSG("subgroup-ballot", BALLOT),
	FSG("subgroup-basic", BASIC),
	FSG("subgroup-clustered", CLUSTERED),
	FSG("subgroup-quad", QUAD),
	FSG("subgroup-shuffle", SHUFFLE),
	FSG("subgroup-shuffle-relative", SHUFFLE_RELATIVE),
	FSG("subgroup-vote", VOTE),
};

#define NFEATURES (sizeof(features) / sizeof(features[0]))

/*
 * SPIR-V capabilities whose use the Vulkan spec ties to a feature
 * (appendix "Vulkan Environment for SPIR-V", the capability table).
 * Capabilities not listed need none in Vulkan 1.3 compute shaders.
 */
static const struct {
	uint32_t cap;
	const char *cap_name;
	const char *feature;
} cap_features[] = {
	{ 9, "Float64", "shaderFloat64" },
	{ 11, "Int64", "shaderInt64" },
	{ 12, "Int64Atomics", "shaderBufferInt64Atomics" },
	{ 22, "Int16", "shaderInt16" },
	{ 25, "ImageGatherExtended", "shaderImageGatherExtended" },
	{ 28, "UniformBufferArrayDynamicIndexing",
	    "shaderUniformBufferArrayDynamicIndexing" },
	{ 30, "StorageBufferArrayDynamicIndexing",
	    "shaderStorageBufferArrayDynamicIndexing" },
	{ 39, "Int8", "shaderInt8" },
	{ 49, "StorageImageExtendedFormats",
	    "shaderStorageImageExtendedFormats" },
	{ 55, "StorageImageReadWithoutFormat",
	    "shaderStorageImageReadWithoutFormat" },
	{ 56, "StorageImageWriteWithoutFormat",
	    "shaderStorageImageWriteWithoutFormat" },
	{ 61, "GroupNonUniform", "subgroup-basic" },
	{ 62, "GroupNonUniformVote", "subgroup-vote" },
	{ 63, "GroupNonUniformArithmetic", "subgroup-arithmetic" },
	{ 64, "GroupNonUniformBallot", "subgroup-ballot" },
	{ 65, "GroupNonUniformShuffle", "subgroup-shuffle" },
	{ 66, "GroupNonUniformShuffleRelative", "subgroup-shuffle-relative" },
	{ 67, "GroupNonUniformClustered", "subgroup-clustered" },
	{ 68, "GroupNonUniformQuad", "subgroup-quad" },
	{ 4433, "StorageBuffer16BitAccess", "storageBuffer16BitAccess" },
	{ 4434, "UniformAndStorageBuffer16BitAccess",
	    "uniformAndStorageBuffer16BitAccess" },
	{ 4435, "StoragePushConstant16", "storagePushConstant16" },
	{ 4441, "VariablePointersStorageBuffer",
	    "variablePointersStorageBuffer" },
	{ 4442, "VariablePointers", "variablePointers" },
	{ 4448, "StorageBuffer8BitAccess", "storageBuffer8BitAccess" },
	{ 4449, "UniformAndStorageBuffer8BitAccess",
	    "uniformAndStorageBuffer8BitAccess" },
	{ 4450, "StoragePushConstant8", "storagePushConstant8" },
	{ 4463, "SubgroupBallotKHR", "subgroup-ballot" },
	{ 5302, "RuntimeDescriptorArray", "runtimeDescriptorArray" },
	{ 5304, "UniformTexelBufferArrayDynamicIndexing",
	    "shaderUniformTexelBufferArrayDynamicIndexing" },
	{ 5305, "StorageTexelBufferArrayDynamicIndexing",
	    "shaderStorageTexelBufferArrayDynamicIndexing" },
	{ 5306, "UniformBufferArrayNonUniformIndexing",
	    "shaderUniformBufferArrayNonUniformIndexing" },
	{ 5308, "StorageBufferArrayNonUniformIndexing",
	    "shaderStorageBufferArrayNonUniformIndexing" },
	{ 5311, "UniformTexelBufferArrayNonUniformIndexing",
	    "shaderUniformTexelBufferArrayNonUniformIndexing" },
	{ 5312, "StorageTexelBufferArrayNonUniformIndexing",
	    "shaderStorageTexelBufferArrayNonUniformIndexing" },
	{ 5345, "VulkanMemoryModel", "vulkanMemoryModel" },
	{ 5346, "VulkanMemoryModelDeviceScope",
	    "vulkanMemoryModelDeviceScope" },
	{ 5347, "PhysicalStorageBufferAddresses", "bufferDeviceAddress" },
	{ 5379, "DemoteToHelperInvocation", "shaderDemoteToHelperInvocation" },
	{ 6016, "DotProductInputAll", "shaderIntegerDotProduct" },
	{ 6017, "DotProductInput4x8Bit", "shaderIntegerDotProduct" },
	{ 6018, "DotProductInput4x8BitPacked", "shaderIntegerDotProduct" },
	{ 6019, "DotProduct", "shaderIntegerDotProduct" },
};

/* What the device offers, queried once. */
struct device_info {
	VkPhysicalDevice phys;
	VkPhysicalDeviceProperties props;
	VkPhysicalDeviceFeatures2 f2;
	VkPhysicalDeviceVulkan11Features f11;
	VkPhysicalDeviceVulkan12Features f12;
	VkPhysicalDeviceVulkan13Features f13;
	VkPhysicalDeviceSubgroupProperties subgroup;
	VkPhysicalDeviceSubgroupSizeControlProperties sgsize;
};

static VkBool32 *
feature_slot(VkPhysicalDeviceFeatures *f10, VkPhysicalDeviceVulkan11Features
    *f11, VkPhysicalDeviceVulkan12Features *f12,
    VkPhysicalDeviceVulkan13Features *f13, const struct feature *f)
{
	switch (f->where) {
	case FS_10:
		return (VkBool32 *)((char *)f10 + f->offset);
	case FS_11:
		return (VkBool32 *)((char *)f11 + f->offset);
	case FS_12:
		return (VkBool32 *)((char *)f12 + f->offset);
	case FS_13:
		return (VkBool32 *)((char *)f13 + f->offset);
	default:
		return NULL;
	}
}

static const struct feature *
find_feature(const char *name)
{
	size_t i;

	for (i = 0; i < NFEATURES; i++) {
		if (strcmp(features[i].name, name) == 0)
			return &features[i];
	}
	return NULL;
}

/* Whether NAME is listed in $VK_RUN_HIDE_FEATURES. */
static int
hidden(const char *name)
{
	const char *s = getenv("VK_RUN_HIDE_FEATURES"), *end;
	size_t n = strlen(name);

	while (s != NULL && *s != '\0') {
		end = strchr(s, ',');
		if ((end ? (size_t)(end - s) : strlen(s)) == n &&
		    strncmp(s, name, n) == 0)
			return 1;
		s = end ? end + 1 : NULL;
	}
	return 0;
}

/* "subgroup-size-N": returns N, or 0 for another name. */
static unsigned
subgroup_size_request(const char *name)
{
	const char *p = "subgroup-size-";
	char *end;
	unsigned long v;

	if (strncmp(name, p, strlen(p)) != 0)
		return 0;
	v = strtoul(name + strlen(p), &end, 10);
	if (*end != '\0' || v == 0 || v > 128 || (v & (v - 1)) != 0)
		return 0;
	return (unsigned)v;
}

/* Whether the device can run compute shaders with subgroups of N. */
static int
has_subgroup_size(const struct device_info *d, unsigned n)
{
	if (d->subgroup.subgroupSize == n)
		return 1;
	return d->f13.subgroupSizeControl &&
	    (d->sgsize.requiredSubgroupSizeStages &
	    VK_SHADER_STAGE_COMPUTE_BIT) && d->sgsize.minSubgroupSize <= n &&
	    n <= d->sgsize.maxSubgroupSize;
}

/* Whether the device supports feature NAME (any name vk-run knows). */
static int
has_feature(const struct device_info *d, const char *name)
{
	const struct feature *f = find_feature(name);
	unsigned n = subgroup_size_request(name);
	VkBool32 *slot;

	if (hidden(name))
		return 0;
	if (n != 0)
		return has_subgroup_size(d, n);
	if (f == NULL)
		ref_die(prog, "unknown feature '%s' (vk-run --list-features "
		    "shows the known ones)", name);
	if (f->where == FS_SUBGROUP)
		return (d->subgroup.supportedStages &
		    VK_SHADER_STAGE_COMPUTE_BIT) &&
		    (d->subgroup.supportedOperations & f->offset);
	if ((f->where == FS_12 && d->props.apiVersion < VK_API_VERSION_1_2) ||
	    (f->where == FS_13 && d->props.apiVersion < VK_API_VERSION_1_3))
		return 0;
	slot = feature_slot(&((struct device_info *)d)->f2.features,
	    (VkPhysicalDeviceVulkan11Features *)&d->f11,
	    (VkPhysicalDeviceVulkan12Features *)&d->f12,
	    (VkPhysicalDeviceVulkan13Features *)&d->f13, f);
	return *slot == VK_TRUE;
}

/* --- the device ----------------------------------------------------------- */

static int validation_errors;

static VKAPI_ATTR VkBool32 VKAPI_CALL
on_validation(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
    VkDebugUtilsMessageTypeFlagsEXT type,
    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
	(void)type;
	(void)user;
	if (sev < VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT)
		return VK_FALSE;
	fprintf(stderr, "%s: validation: %s\n", prog, data->pMessage);
	if (sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)
		validation_errors++;
	return VK_FALSE;
}

struct ctx {
	VkInstance instance;
	VkDebugUtilsMessengerEXT messenger;
	struct device_info dev;
	VkDevice device;
	VkQueue queue;
	uint32_t queue_family;
};

static void
make_instance(struct ctx *c)
{
	VkApplicationInfo app = { VK_STRUCTURE_TYPE_APPLICATION_INFO };
	VkInstanceCreateInfo ci = { VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO };
	VkDebugUtilsMessengerCreateInfoEXT dm = {
		VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT };
	const char *layer = "VK_LAYER_KHRONOS_validation";
	const char *ext = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
	const char *v = getenv("VK_RUN_VALIDATE");
	int validate = v != NULL && strcmp(v, "1") == 0;
	uint32_t version = VK_API_VERSION_1_0;
	PFN_vkCreateDebugUtilsMessengerEXT create_messenger;
	PFN_vkEnumerateInstanceVersion enum_version;
	VkResult r;

	enum_version = (PFN_vkEnumerateInstanceVersion)vkGetInstanceProcAddr(
	    NULL, "vkEnumerateInstanceVersion");
	if (enum_version == NULL || enum_version(&version) != VK_SUCCESS ||
	    version < VK_API_VERSION_1_1)
		skip("the Vulkan loader is older than 1.1");
	app.pApplicationName = "vk-run";
	app.apiVersion = VK_API_VERSION_1_3;
	ci.pApplicationInfo = &app;
	dm.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
	    VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
	dm.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
	    VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
	dm.pfnUserCallback = on_validation;
	if (validate) {
		ci.enabledLayerCount = 1;
		ci.ppEnabledLayerNames = &layer;
		ci.enabledExtensionCount = 1;
		ci.ppEnabledExtensionNames = &ext;
		ci.pNext = &dm;
	}
	r = vkCreateInstance(&ci, NULL, &c->instance);
	if (r == VK_ERROR_INCOMPATIBLE_DRIVER)
		fail("no Vulkan driver found (is mesa-vulkan-drivers "
		    "installed? VK_ICD_FILENAMES may point at its "
		    "lvp_icd.*.json)");
	if (r == VK_ERROR_LAYER_NOT_PRESENT)
		fail("VK_RUN_VALIDATE=1 needs VK_LAYER_KHRONOS_validation "
		    "(package vulkan-validationlayers)");
	check(r, "vkCreateInstance");
	if (validate) {
		create_messenger = (PFN_vkCreateDebugUtilsMessengerEXT)
		    vkGetInstanceProcAddr(c->instance,
		    "vkCreateDebugUtilsMessengerEXT");
		if (create_messenger == NULL)
			fail("no vkCreateDebugUtilsMessengerEXT");
		check(create_messenger(c->instance, &dm, NULL, &c->messenger),
		    "vkCreateDebugUtilsMessengerEXT");
	}
}

static void
query_device(struct device_info *d, VkPhysicalDevice phys)
{
	VkPhysicalDeviceProperties2 p2 = {
		VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2 };

	memset(d, 0, sizeof(*d));
	d->phys = phys;
	vkGetPhysicalDeviceProperties(phys, &d->props);
	d->f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
	d->f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
	d->f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
	d->f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
	d->subgroup.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
	d->sgsize.sType =
	    VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES;
	/* Only chain what the device's version defines. */
	if (d->props.apiVersion >= VK_API_VERSION_1_2) {
		d->f2.pNext = &d->f11;
		d->f11.pNext = &d->f12;
	}
	if (d->props.apiVersion >= VK_API_VERSION_1_3) {
		d->f12.pNext = &d->f13;
		d->subgroup.pNext = &d->sgsize;
	}
	vkGetPhysicalDeviceFeatures2(phys, &d->f2);
	p2.pNext = &d->subgroup;
	vkGetPhysicalDeviceProperties2(phys, &p2);
}

/* Picks the device named by $VK_RUN_DEVICE (see the header comment). */
static void
pick_device(struct ctx *c)
{
	VkPhysicalDevice ids[16];
	VkPhysicalDeviceProperties p;
	uint32_t n = 16, i, pick = 0;
	const char *want = getenv("VK_RUN_DEVICE");
	VkResult r;

	if (want == NULL || *want == '\0')
		want = "llvmpipe";
	r = vkEnumeratePhysicalDevices(c->instance, &n, ids);
	if (r != VK_INCOMPLETE)
		check(r, "vkEnumeratePhysicalDevices");
	if (n == 0)
		fail("no Vulkan device found");
	for (i = 0; i < n; i++) {
		vkGetPhysicalDeviceProperties(ids[i], &p);
		if (strstr(p.deviceName, want) != NULL) {
			pick = i;
			break;
		}
	}
	query_device(&c->dev, ids[pick]);
	if (c->dev.props.apiVersion < VK_API_VERSION_1_1)
		skip("device %s supports only Vulkan %u.%u",
		    c->dev.props.deviceName,
		    VK_API_VERSION_MAJOR(c->dev.props.apiVersion),
		    VK_API_VERSION_MINOR(c->dev.props.apiVersion));
}

/*
 * Under AddressSanitizer, keeps the driver library mapped until exit: the
 * loader unloads it in vkDestroyInstance, and memory that only its static
 * data still points to would then look leaked, in frames of an "unknown
 * module" that no suppression can name.
 */
static void
pin_driver(VkDevice device)
{
#if defined(__SANITIZE_ADDRESS__)
	PFN_vkVoidFunction f = vkGetDeviceProcAddr(device, "vkQueueSubmit");
	Dl_info info;

	if (f != NULL && dladdr((void *)f, &info) != 0 &&
	    info.dli_fname != NULL)
		(void)dlopen(info.dli_fname, RTLD_NOW | RTLD_NODELETE);
#else
	(void)device;
#endif
}

/*
 * Creates the device with the features in WANT (NULL-terminated) enabled
 * and a compute queue.
 */
static void
make_device(struct ctx *c, const char *const *want)
{
	VkPhysicalDeviceFeatures2 f2 = {
		VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2 };
	VkPhysicalDeviceVulkan11Features f11 = {
		VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES };
	VkPhysicalDeviceVulkan12Features f12 = {
		VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES };
	VkPhysicalDeviceVulkan13Features f13 = {
		VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES };
	VkDeviceQueueCreateInfo q = { VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO };
	VkDeviceCreateInfo ci = { VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO };
	VkQueueFamilyProperties fams[16];
	uint32_t nfam = 16, i;
	float prio = 1.0f;
	const struct feature *f;
	VkBool32 *slot;

	vkGetPhysicalDeviceQueueFamilyProperties(c->dev.phys, &nfam, fams);
	for (i = 0; i < nfam; i++) {
		if (fams[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
			break;
	}
	if (i == nfam)
		skip("device %s has no compute queue", c->dev.props.deviceName);
	c->queue_family = i;
	for (; *want != NULL; want++) {
		if (subgroup_size_request(*want) != 0) {
			if (c->dev.subgroup.subgroupSize !=
			    subgroup_size_request(*want))
				f13.subgroupSizeControl = VK_TRUE;
			continue;
		}
		f = find_feature(*want);
		slot = feature_slot(&f2.features, &f11, &f12, &f13, f);
		if (slot != NULL)
			*slot = VK_TRUE;
	}
	if (c->dev.props.apiVersion >= VK_API_VERSION_1_2) {
		f2.pNext = &f11;
		f11.pNext = &f12;
	}
	if (c->dev.props.apiVersion >= VK_API_VERSION_1_3)
		f12.pNext = &f13;
	q.queueFamilyIndex = c->queue_family;
	q.queueCount = 1;
	q.pQueuePriorities = &prio;
	ci.pNext = &f2;
	ci.queueCreateInfoCount = 1;
	ci.pQueueCreateInfos = &q;
	check(vkCreateDevice(c->dev.phys, &ci, NULL, &c->device),
	    "vkCreateDevice");
	pin_driver(c->device);
	vkGetDeviceQueue(c->device, c->queue_family, 0, &c->queue);
}

static void
print_info(const struct device_info *d)
{
	const VkPhysicalDeviceLimits *l = &d->props.limits;
	size_t i;

	printf("device: %s\n", d->props.deviceName);
	printf("api version: %u.%u.%u\n", VK_API_VERSION_MAJOR(d->props.apiVersion),
	    VK_API_VERSION_MINOR(d->props.apiVersion),
	    VK_API_VERSION_PATCH(d->props.apiVersion));
	printf("subgroup size: %u", d->subgroup.subgroupSize);
	if (d->props.apiVersion >= VK_API_VERSION_1_3)
		printf(" (min %u, max %u)", d->sgsize.minSubgroupSize,
		    d->sgsize.maxSubgroupSize);
	printf("\nmax workgroup: %u invocations, %u x %u x %u; shared memory "
	    "%u bytes\n", l->maxComputeWorkGroupInvocations,
	    l->maxComputeWorkGroupSize[0], l->maxComputeWorkGroupSize[1],
	    l->maxComputeWorkGroupSize[2], l->maxComputeSharedMemorySize);
	printf("max push constants: %u bytes; max uniform buffer range: %u\n",
	    l->maxPushConstantsSize, l->maxUniformBufferRange);
	printf("features:");
	for (i = 0; i < NFEATURES; i++) {
		if (has_feature(d, features[i].name))
			printf(" %s", features[i].name);
	}
	printf("\nmissing:");
	for (i = 0; i < NFEATURES; i++) {
		if (!has_feature(d, features[i].name))
			printf(" %s", features[i].name);
	}
	putchar('\n');
}

/* --- the SPIR-V module ---------------------------------------------------- */

/* A resource variable the module declares (DescriptorSet/Binding, or a
 * push constant block). */
struct module_res {
	int kind;		/* enum res_kind, or -1 if not one vk-run binds */
	uint32_t set, binding;
	uint32_t count;		/* array length, 1 if not an array, 0 runtime */
};

struct module {
	uint32_t *words;
	size_t nwords;
	uint32_t local[3];	/* LocalSize of the entry point, 0 if none */
	uint32_t caps[64];
	unsigned ncaps;
	struct module_res res[64];
	unsigned nres;
};

static uint32_t *
read_words(const char *path, size_t *nwords)
{
	FILE *f = fopen(path, "rb");
	uint32_t *buf;
	long len;

	if (f == NULL)
		fail("cannot open '%s': %s", path, strerror(errno));
	if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0)
		fail("cannot read '%s'", path);
	if (len < 20 || len % 4 != 0)
		fail("'%s' is not a SPIR-V module (%ld bytes)", path, len);
	buf = xcalloc((size_t)len / 4, 4);
	if (fread(buf, 4, (size_t)len / 4, f) != (size_t)len / 4)
		fail("cannot read '%s'", path);
	fclose(f);
	if (buf[0] != 0x07230203u)
		fail("'%s' is not a SPIR-V module (magic 0x%08x)", path, buf[0]);
	*nwords = (size_t)len / 4;
	return buf;
}

/* Value of the 32-bit integer constant ID, or -1 if it is not one. */
static int64_t
constant_value(const struct module *m, uint32_t id)
{
	size_t i = 5;
	uint32_t op, wc;

	while (i < m->nwords) {
		op = m->words[i] & 0xffff;
		wc = m->words[i] >> 16;
		/* OpConstant 43, OpSpecConstant 50 */
		if ((op == 43 || op == 50) && wc == 4 && m->words[i + 2] == id)
			return m->words[i + 3];
		i += wc;
	}
	return -1;
}

/*
 * Walks the module: its capabilities, the GLCompute entry point named
 * ENTRY and its workgroup size (LocalSize, LocalSizeId, or a constant
 * decorated BuiltIn WorkgroupSize, which wins).
 */
static void
scan_module(struct module *m, const char *path, const char *entry)
{
	size_t i = 5, j;
	uint32_t op, wc, fn = 0, wgsize = 0, *w;
	int found = 0;

	memset(m->local, 0, sizeof(m->local));
	for (; i < m->nwords; i += wc) {
		w = m->words + i;
		op = w[0] & 0xffff;
		wc = w[0] >> 16;
		if (wc == 0 || i + wc > m->nwords)
			fail("'%s': malformed instruction at word %zu", path, i);
		if (op == 17 && wc == 2 && m->ncaps < 64) {	/* OpCapability */
			m->caps[m->ncaps++] = w[1];
		} else if (op == 15 && wc >= 4 && w[1] == 5 &&	/* OpEntryPoint */
		    strncmp((const char *)(w + 3), entry, (wc - 3) * 4) == 0 &&
		    strlen(entry) < (wc - 3) * 4) {
			fn = w[2];
			found = 1;
		} else if (op == 16 && wc == 6 && w[1] == fn && w[2] == 17) {
			for (j = 0; j < 3; j++)	/* LocalSize */
				m->local[j] = w[3 + j];
		} else if (op == 331 && wc == 6 && w[1] == fn && w[2] == 38) {
			for (j = 0; j < 3; j++) {	/* LocalSizeId */
				int64_t v = constant_value(m, w[3 + j]);

				if (v < 0)
					fail("'%s': LocalSizeId operand %u is "
					    "not an integer constant", path,
					    w[3 + j]);
				m->local[j] = (uint32_t)v;
			}
		} else if (op == 71 && wc == 4 && w[2] == 11 && w[3] == 25) {
			wgsize = w[1];	/* OpDecorate BuiltIn WorkgroupSize */
		} else if ((op == 44 || op == 51) && wc == 6 && wgsize != 0 &&
		    w[2] == wgsize) {	/* Op(Spec)ConstantComposite */
			for (j = 0; j < 3; j++) {
				int64_t v = constant_value(m, w[3 + j]);

				if (v >= 0)
					m->local[j] = (uint32_t)v;
			}
		}
	}
	if (!found)
		fail("'%s' has no GLCompute entry point named '%s'", path,
		    entry);
}

/* --- resources ------------------------------------------------------------ */

enum res_kind { RES_SB, RES_UB, RES_UTB, RES_STB, RES_PC };

static const char *const res_names[] = { "sb", "ub", "utb", "stb", "pc" };
static const char *const res_desc[] = { "storage buffer", "uniform buffer",
	"uniform texel buffer", "storage texel buffer", "push constant" };

struct resource {
	enum res_kind kind;
	unsigned set, binding, index;
	int arrayed;		/* [I] was given */
	VkFormat format;	/* texel buffers */
	unsigned texel_bytes;
	unsigned pc_offset;
	VkBuffer buffer;
	VkDeviceMemory memory;
	VkBufferView view;
	unsigned char *map;	/* mapped contents, bytes + GUARD_BYTES */
};

/* SPIR-V image format names (as HLSL's [[vk::image_format]] spells them). */
static const struct {
	const char *name;
	VkFormat format;
	enum ref_type type;
	unsigned lanes;
} formats[] = {
	{ "r16f", VK_FORMAT_R16_SFLOAT, REF_USHORT, 1 },
	{ "r16i", VK_FORMAT_R16_SINT, REF_SHORT, 1 },
	{ "r16ui", VK_FORMAT_R16_UINT, REF_USHORT, 1 },
	{ "r32f", VK_FORMAT_R32_SFLOAT, REF_FLOAT, 1 },
	{ "r32i", VK_FORMAT_R32_SINT, REF_INT, 1 },
	{ "r32ui", VK_FORMAT_R32_UINT, REF_UINT, 1 },
	{ "r8", VK_FORMAT_R8_UNORM, REF_UCHAR, 1 },
	{ "r8i", VK_FORMAT_R8_SINT, REF_CHAR, 1 },
	{ "r8ui", VK_FORMAT_R8_UINT, REF_UCHAR, 1 },
	{ "rg32f", VK_FORMAT_R32G32_SFLOAT, REF_FLOAT, 2 },
	{ "rg32i", VK_FORMAT_R32G32_SINT, REF_INT, 2 },
	{ "rg32ui", VK_FORMAT_R32G32_UINT, REF_UINT, 2 },
	{ "rgba16f", VK_FORMAT_R16G16B16A16_SFLOAT, REF_USHORT, 4 },
	{ "rgba32f", VK_FORMAT_R32G32B32A32_SFLOAT, REF_FLOAT, 4 },
	{ "rgba32i", VK_FORMAT_R32G32B32A32_SINT, REF_INT, 4 },
	{ "rgba32ui", VK_FORMAT_R32G32B32A32_UINT, REF_UINT, 4 },
	{ "rgba8", VK_FORMAT_R8G8B8A8_UNORM, REF_UCHAR, 4 },
	{ "rgba8_snorm", VK_FORMAT_R8G8B8A8_SNORM, REF_CHAR, 4 },
	{ "rgba8i", VK_FORMAT_R8G8B8A8_SINT, REF_CHAR, 4 },
	{ "rgba8ui", VK_FORMAT_R8G8B8A8_UINT, REF_UCHAR, 4 },
};

#define NFORMATS (sizeof(formats) / sizeof(formats[0]))

/* The default texel format of TYPE with LANES lanes, or -1. */
static int
default_format(enum ref_type type, size_t lanes)
{
	static const char *const by_type[][3] = {
		[REF_CHAR] = { "r8i", NULL, "rgba8i" },
		[REF_UCHAR] = { "r8ui", NULL, "rgba8ui" },
		[REF_SHORT] = { "r16i", NULL, NULL },
		[REF_USHORT] = { "r16ui", NULL, NULL },
		[REF_INT] = { "r32i", "rg32i", "rgba32i" },
		[REF_UINT] = { "r32ui", "rg32ui", "rgba32ui" },
		[REF_FLOAT] = { "r32f", "rg32f", "rgba32f" },
	};
	const char *name;
	size_t i;

	if ((size_t)type >= sizeof(by_type) / sizeof(by_type[0]) ||
	    (lanes != 1 && lanes != 2 && lanes != 4))
		return -1;
	name = by_type[type][lanes == 4 ? 2 : lanes - 1];
	for (i = 0; name != NULL && i < NFORMATS; i++) {
		if (strcmp(formats[i].name, name) == 0)
			return (int)i;
	}
	return -1;
}

/*
 * Finds the module's resource variables: the storage class and type of each
 * OpVariable decorated with DescriptorSet and Binding (or in PushConstant)
 * give the kind of descriptor it needs, an OpTypeArray its count.
 */
static void
scan_resources(struct module *m, const char *path)
{
	uint32_t bound = m->words[3], *w, op, wc, id, t;
	uint32_t *set = xcalloc(bound, 4), *bind = xcalloc(bound, 4);
	uint32_t *flags = xcalloc(bound, 4);	/* 1 set, 2 binding, 4 Block,
						 * 8 BufferBlock */
	uint32_t *def = xcalloc(bound, 4);	/* word index of each id's def */
	size_t i;

	for (i = 5; i < m->nwords; i += wc) {
		w = m->words + i;
		op = w[0] & 0xffff;
		wc = w[0] >> 16;
		if (op == 71 && wc >= 3 && w[1] < bound) {	/* OpDecorate */
			id = w[1];
			if (w[2] == 34 && wc == 4) {	/* DescriptorSet */
				set[id] = w[3];
				flags[id] |= 1;
			} else if (w[2] == 33 && wc == 4) {	/* Binding */
				bind[id] = w[3];
				flags[id] |= 2;
			} else if (w[2] == 2 || w[2] == 3) {	/* (Buffer)Block */
				flags[id] |= w[2] == 2 ? 4 : 8;
			}
		} else if (wc >= 3 && (op == 32 || op == 28 || op == 29 ||
		    op == 25) && w[1] < bound) {
			def[w[1]] = (uint32_t)i;	/* a type vk-run looks at */
		}
	}
	for (i = 5; i < m->nwords; i += wc) {
		struct module_res r = { -1, 0, 0, 1 };
		uint32_t sc, *d;

		w = m->words + i;
		op = w[0] & 0xffff;
		wc = w[0] >> 16;
		if (op != 59 || wc < 4 || w[2] >= bound)	/* OpVariable */
			continue;
		id = w[2];
		sc = w[3];
		if (sc != 9 && (flags[id] & 3) != 3)
			continue;
		if (m->nres == 64)
			fail("'%s' declares more than 64 resources", path);
		r.set = set[id];
		r.binding = bind[id];
		/* the variable's pointer type, then its pointee */
		t = w[1] < bound && def[w[1]] ? m->words[def[w[1]] + 3] : 0;
		d = t < bound && def[t] ? m->words + def[t] : NULL;
		if (d != NULL && (d[0] & 0xffff) == 28) {	/* OpTypeArray */
			int64_t n = constant_value(m, d[3]);

			r.count = n > 0 ? (uint32_t)n : 1;
			t = d[2];
		} else if (d != NULL && (d[0] & 0xffff) == 29) {
			r.count = 0;
			t = d[2];
		}
		d = t < bound && def[t] ? m->words + def[t] : NULL;
		if (sc == 9)
			r.kind = RES_PC;
		else if (sc == 12 || (sc == 2 && t < bound && (flags[t] & 8)))
			r.kind = RES_SB;
		else if (sc == 2)
			r.kind = RES_UB;
		else if (sc == 0 && d != NULL && (d[0] & 0xffff) == 25 &&
		    d[3] == 5)	/* OpTypeImage, Dim Buffer */
			r.kind = d[7] == 1 ? RES_UTB : RES_STB;
		m->res[m->nres++] = r;
	}
	free(set);
	free(bind);
	free(flags);
	free(def);
}

/*
 * Checks that the launch binds every resource the module declares, with the
 * kind of descriptor and the array length it declares.
 */
static void
check_resources(const struct module *m, const struct resource *res,
    unsigned nres, const char *path)
{
	const struct module_res *r;
	unsigned i, j, n, pc;

	for (i = 0; i < m->nres; i++) {
		r = &m->res[i];
		if (r->kind == RES_PC) {
			for (j = 0, pc = 0; j < nres; j++)
				pc |= res[j].kind == RES_PC;
			if (!pc)
				fail("'%s' declares push constants but the launch "
				    "gives none (pc=...)", path);
			continue;
		}
		if (r->kind < 0)
			fail("'%s': the resource at set %u binding %u is of a "
			    "kind vk-run cannot bind (only storage, uniform and "
			    "texel buffers)", path, r->set, r->binding);
		for (j = 0, n = 0; j < nres; j++) {
			if (res[j].kind == RES_PC || res[j].set != r->set ||
			    res[j].binding != r->binding)
				continue;
			if ((int)res[j].kind != r->kind)
				fail("'%s' declares a %s at set %u binding %u, the "
				    "launch binds a %s", path, res_desc[r->kind],
				    r->set, r->binding, res_desc[res[j].kind]);
			n++;
		}
		if (n == 0)
			fail("'%s' declares a %s at set %u binding %u that the "
			    "launch does not bind", path, res_desc[r->kind],
			    r->set, r->binding);
		if (r->count != 0 && n != r->count)
			fail("'%s' declares %u descriptor(s) at set %u binding %u, "
			    "the launch binds %u", path, r->count, r->set,
			    r->binding, n);
	}
}

static unsigned
parse_uint(const char *s, const char *what, const char *spec)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (end == s || *s == '-' || errno || v > 65535)
		ref_die(prog, "bad %s in '%s'", what, spec);
	if (*end != '\0' && *end != ':' && *end != '[' && *end != ']' &&
	    *end != '=')
		ref_die(prog, "bad %s in '%s'", what, spec);
	return (unsigned)v;
}

/*
 * Parses the BINDING part of "BINDING=SPEC" (see the header comment) into
 * R; returns the SPEC part.
 */
static const char *
parse_binding(const char *arg, struct resource *r)
{
	const char *eq = strchr(arg, '='), *p, *spec, *type_s, *type_end;
	size_t k, lanes;
	enum ref_type type;
	int fmt = -1;

	memset(r, 0, sizeof(*r));
	if (eq == NULL)
		ref_die(prog, "resource '%s' needs BINDING=SPEC (e.g. "
		    "sb:0:1=out:float:64)", arg);
	spec = eq + 1;
	for (k = 0; k < 5; k++) {
		size_t n = strlen(res_names[k]);

		if (strncmp(arg, res_names[k], n) == 0 &&
		    (arg[n] == ':' || arg + n == eq))
			break;
	}
	if (k == 5)
		ref_die(prog, "unknown resource kind in '%s' (want sb, ub, utb, "
		    "stb or pc)", arg);
	r->kind = (enum res_kind)k;
	p = arg + strlen(res_names[k]);
	if (r->kind == RES_PC) {
		if (*p == ':')
			r->pc_offset = parse_uint(p + 1, "push constant offset",
			    arg);
		if (r->pc_offset % 4 != 0)
			ref_die(prog, "push constant offset must be a multiple "
			    "of 4 in '%s'", arg);
	} else {
		if (*p != ':')
			ref_die(prog, "'%s' needs SET:BINDING", arg);
		r->set = parse_uint(p + 1, "descriptor set", arg);
		p = strchr(p + 1, ':');
		if (p == NULL || p > eq)
			ref_die(prog, "'%s' needs SET:BINDING", arg);
		r->binding = parse_uint(p + 1, "binding", arg);
		if (r->set >= MAX_SETS)
			ref_die(prog, "descriptor set %u is above %u in '%s'",
			    r->set, MAX_SETS - 1, arg);
		p++;
		while (*p >= '0' && *p <= '9')
			p++;
		if (*p == '[') {
			r->index = parse_uint(p + 1, "array index", arg);
			r->arrayed = 1;
			p = strchr(p, ']');
			if (p == NULL || p > eq)
				ref_die(prog, "missing ']' in '%s'", arg);
			p++;
		}
		if (*p == ':' && (r->kind == RES_UTB || r->kind == RES_STB)) {
			for (k = 0; k < NFORMATS; k++) {
				if (strlen(formats[k].name) == (size_t)(eq - p - 1) &&
				    strncmp(formats[k].name, p + 1,
				    (size_t)(eq - p - 1)) == 0)
					fmt = (int)k;
			}
			if (fmt < 0)
				ref_die(prog, "unknown texel format in '%s'",
				    arg);
			p = eq;
		}
		if (p != eq)
			ref_die(prog, "unexpected '%.*s' in '%s'",
			    (int)(eq - p), p, arg);
	}

	/* What kind of data each resource may take. */
	if (strncmp(spec, "local:", 6) == 0 || strncmp(spec, "img2d:", 6) == 0 ||
	    strncmp(spec, "oimg2d:", 7) == 0 || strncmp(spec, "sampler:", 8) == 0)
		ref_die(prog, "'%s': a Vulkan resource takes in:, out:, io: or "
		    "val: data", arg);
	if ((r->kind == RES_UB || r->kind == RES_PC) &&
	    strncmp(spec, "in:", 3) != 0 && strncmp(spec, "val:", 4) != 0)
		ref_die(prog, "'%s': a %s is read-only (in: or val:)", arg,
		    r->kind == RES_UB ? "uniform buffer" : "push constant");
	if (r->kind == RES_UTB && strncmp(spec, "in:", 3) != 0)
		ref_die(prog, "'%s': a uniform texel buffer takes in: data", arg);
	if (r->kind == RES_UTB || r->kind == RES_STB) {
		type_s = strchr(spec, ':');
		type_end = type_s ? strchr(type_s + 1, ':') : NULL;
		if (type_end == NULL || ref_parse_type(type_s + 1,
		    (size_t)(type_end - type_s - 1), &type, &lanes))
			ref_die(prog, "bad element type in '%s'", arg);
		if (fmt < 0 && (fmt = default_format(type, lanes)) < 0)
			ref_die(prog, "'%s': no texel format for this element "
			    "type (give one: stb:S:B:rgba8=...)", arg);
		if (ref_type_sizes[type] * lanes != ref_type_sizes[
		    formats[fmt].type] * formats[fmt].lanes)
			ref_die(prog, "'%s': format %s texels are %zu bytes, the "
			    "elements %zu", arg, formats[fmt].name,
			    ref_type_sizes[formats[fmt].type] * formats[fmt].lanes,
			    ref_type_sizes[type] * lanes);
		r->format = formats[fmt].format;
		r->texel_bytes = (unsigned)(ref_type_sizes[type] * lanes);
	}
	return spec;
}

static VkDescriptorType
descriptor_type(enum res_kind k)
{
	switch (k) {
	case RES_UB:
		return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
	case RES_UTB:
		return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
	case RES_STB:
		return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
	default:
		return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
	}
}

static VkBufferUsageFlags
buffer_usage(enum res_kind k)
{
	switch (k) {
	case RES_UB:
		return VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
	case RES_UTB:
		return VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
	case RES_STB:
		return VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
	default:
		return VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
	}
}

static uint32_t
host_memory_type(const struct ctx *c, uint32_t bits)
{
	VkPhysicalDeviceMemoryProperties mp;
	VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
	    VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
	uint32_t i;

	vkGetPhysicalDeviceMemoryProperties(c->dev.phys, &mp);
	for (i = 0; i < mp.memoryTypeCount; i++) {
		if ((bits & (1u << i)) &&
		    (mp.memoryTypes[i].propertyFlags & want) == want)
			return i;
	}
	fail("no host-visible coherent memory type for a buffer");
	return 0;
}

/* Creates R's buffer (and view), filled with A's data and the guard. */
static void
make_buffer(struct ctx *c, struct resource *r, const struct ref_arg *a,
    unsigned i)
{
	VkBufferCreateInfo bi = { VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO };
	VkMemoryAllocateInfo ai = { VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO };
	VkBufferViewCreateInfo vi = { VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO };
	VkMemoryRequirements req;
	VkFormatProperties fp;
	VkFormatFeatureFlags need;
	const VkPhysicalDeviceLimits *l = &c->dev.props.limits;
	void *map;

	if (r->kind == RES_UB && a->bytes > l->maxUniformBufferRange)
		fail("argument %u (%s): %zu bytes exceed the device's uniform "
		    "buffer range (%u)", i, a->spec, a->bytes,
		    l->maxUniformBufferRange);
	if (r->kind == RES_UTB || r->kind == RES_STB) {
		need = r->kind == RES_UTB ?
		    VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT :
		    VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
		vkGetPhysicalDeviceFormatProperties(c->dev.phys, r->format, &fp);
		if (!(fp.bufferFeatures & need))
			skip("the device cannot use format %d for %s texel "
			    "buffers (argument %u)", (int)r->format,
			    r->kind == RES_UTB ? "uniform" : "storage", i);
		if (a->bytes % r->texel_bytes != 0)
			ref_die(prog, "argument %u (%s) is not a whole number "
			    "of texels", i, a->spec);
	}
	bi.size = a->bytes + GUARD_BYTES;
	bi.usage = buffer_usage(r->kind);
	bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
	check(vkCreateBuffer(c->device, &bi, NULL, &r->buffer),
	    "vkCreateBuffer");
	vkGetBufferMemoryRequirements(c->device, r->buffer, &req);
	ai.allocationSize = req.size;
	ai.memoryTypeIndex = host_memory_type(c, req.memoryTypeBits);
	check(vkAllocateMemory(c->device, &ai, NULL, &r->memory),
	    "vkAllocateMemory");
	check(vkBindBufferMemory(c->device, r->buffer, r->memory, 0),
	    "vkBindBufferMemory");
	check(vkMapMemory(c->device, r->memory, 0, VK_WHOLE_SIZE, 0, &map),
	    "vkMapMemory");
	r->map = map;
	memcpy(r->map, a->data, a->bytes);
	memset(r->map + a->bytes, GUARD_FILL, GUARD_BYTES);
	if (r->kind == RES_UTB || r->kind == RES_STB) {
		vi.buffer = r->buffer;
		vi.format = r->format;
		vi.offset = 0;
		vi.range = a->bytes;
		check(vkCreateBufferView(c->device, &vi, NULL, &r->view),
		    "vkCreateBufferView");
	}
}

/* --- the pipeline --------------------------------------------------------- */

struct layout {
	unsigned count[MAX_SETS][64];	/* descriptors per (set, binding) */
	int kind[MAX_SETS][64];		/* res_kind + 1, 0 if unused */
	unsigned nsets;			/* highest used set + 1 */
	unsigned pc_size;
	VkDescriptorSetLayout set_layout[MAX_SETS];
	VkDescriptorSet sets[MAX_SETS];
	VkDescriptorPool pool;
	VkPipelineLayout pipeline_layout;
};

/* Collects the descriptor layout from the resources; checks consistency. */
static void
plan_layout(struct layout *lay, const struct resource *res,
    const struct ref_launch *L)
{
	unsigned i, j, end;
	const struct resource *r;

	memset(lay, 0, sizeof(*lay));
	for (i = 0; i < L->nargs; i++) {
		r = &res[i];
		if (r->kind == RES_PC) {
			end = r->pc_offset + (unsigned)L->arg[i].bytes;
			for (j = 0; j < i; j++) {
				if (res[j].kind == RES_PC && r->pc_offset <
				    res[j].pc_offset + L->arg[j].bytes &&
				    res[j].pc_offset < end)
					ref_die(prog, "push constants of arguments "
					    "%u and %u overlap", j, i);
			}
			if (end > lay->pc_size)
				lay->pc_size = end;
			continue;
		}
		if (r->binding >= 64)
			ref_die(prog, "binding %u is above 63", r->binding);
		if (lay->kind[r->set][r->binding] != 0 &&
		    lay->kind[r->set][r->binding] != (int)r->kind + 1)
			ref_die(prog, "set %u binding %u given two kinds of "
			    "resource", r->set, r->binding);
		for (j = 0; j < i; j++) {
			if (res[j].kind != RES_PC && res[j].set == r->set &&
			    res[j].binding == r->binding &&
			    (res[j].index == r->index ||
			    res[j].arrayed != r->arrayed))
				ref_die(prog, "set %u binding %u bound twice "
				    "(arguments %u and %u)", r->set,
				    r->binding, j, i);
		}
		lay->kind[r->set][r->binding] = (int)r->kind + 1;
		if (r->index + 1 > lay->count[r->set][r->binding])
			lay->count[r->set][r->binding] = r->index + 1;
		if (r->set + 1 > lay->nsets)
			lay->nsets = r->set + 1;
	}
	/* A descriptor array must have every element bound. */
	for (i = 0; i < MAX_SETS; i++) {
		for (j = 0; j < 64; j++) {
			unsigned k, n = 0;

			for (k = 0; k < L->nargs; k++)
				n += res[k].kind != RES_PC && res[k].set == i &&
				    res[k].binding == j;
			if (n != lay->count[i][j])
				ref_die(prog, "set %u binding %u: an array of %u "
				    "descriptors needs every element bound "
				    "(%u are)", i, j, lay->count[i][j], n);
		}
	}
}

static void
make_layouts(struct ctx *c, struct layout *lay)
{
	VkDescriptorSetLayoutBinding b[64];
	VkDescriptorSetLayoutCreateInfo sci = {
		VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO };
	VkDescriptorPoolSize sizes[4];
	VkDescriptorPoolCreateInfo pci = {
		VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO };
	VkDescriptorSetAllocateInfo dai = {
		VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO };
	VkPipelineLayoutCreateInfo lci = {
		VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO };
	VkPushConstantRange pcr;
	unsigned s, j, n, k, per_type[4] = { 0, 0, 0, 0 };

	if (lay->pc_size > c->dev.props.limits.maxPushConstantsSize)
		fail("%u bytes of push constants exceed the device's %u",
		    lay->pc_size, c->dev.props.limits.maxPushConstantsSize);
	for (s = 0; s < lay->nsets; s++) {
		n = 0;
		for (j = 0; j < 64; j++) {
			if (lay->count[s][j] == 0)
				continue;
			memset(&b[n], 0, sizeof(b[n]));
			b[n].binding = j;
			b[n].descriptorType = descriptor_type(
			    (enum res_kind)(lay->kind[s][j] - 1));
			b[n].descriptorCount = lay->count[s][j];
			b[n].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
			per_type[lay->kind[s][j] - 1] += lay->count[s][j];
			n++;
		}
		sci.bindingCount = n;
		sci.pBindings = b;
		check(vkCreateDescriptorSetLayout(c->device, &sci, NULL,
		    &lay->set_layout[s]), "vkCreateDescriptorSetLayout");
	}
	if (lay->nsets > c->dev.props.limits.maxBoundDescriptorSets)
		fail("%u descriptor sets exceed the device's %u", lay->nsets,
		    c->dev.props.limits.maxBoundDescriptorSets);
	if (lay->nsets > 0) {
		n = 0;
		for (k = 0; k < 4; k++) {
			if (per_type[k] == 0)
				continue;
			sizes[n].type = descriptor_type((enum res_kind)k);
			sizes[n].descriptorCount = per_type[k];
			n++;
		}
		if (n == 0) {	/* only empty sets: a pool still needs a size */
			sizes[0].type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
			sizes[0].descriptorCount = 1;
			n = 1;
		}
		pci.maxSets = lay->nsets;
		pci.poolSizeCount = n;
		pci.pPoolSizes = sizes;
		check(vkCreateDescriptorPool(c->device, &pci, NULL, &lay->pool),
		    "vkCreateDescriptorPool");
		dai.descriptorPool = lay->pool;
		dai.descriptorSetCount = lay->nsets;
		dai.pSetLayouts = lay->set_layout;
		check(vkAllocateDescriptorSets(c->device, &dai, lay->sets),
		    "vkAllocateDescriptorSets");
	}
	lci.setLayoutCount = lay->nsets;
	lci.pSetLayouts = lay->set_layout;
	if (lay->pc_size > 0) {
		pcr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
		pcr.offset = 0;
		pcr.size = (lay->pc_size + 3) & ~3u;
		lci.pushConstantRangeCount = 1;
		lci.pPushConstantRanges = &pcr;
	}
	check(vkCreatePipelineLayout(c->device, &lci, NULL,
	    &lay->pipeline_layout), "vkCreatePipelineLayout");
}

static void
write_descriptors(struct ctx *c, struct layout *lay, struct resource *res,
    const struct ref_launch *L)
{
	VkWriteDescriptorSet w = { VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET };
	VkDescriptorBufferInfo bi;
	unsigned i;

	for (i = 0; i < L->nargs; i++) {
		if (res[i].kind == RES_PC)
			continue;
		w.dstSet = lay->sets[res[i].set];
		w.dstBinding = res[i].binding;
		w.dstArrayElement = res[i].index;
		w.descriptorCount = 1;
		w.descriptorType = descriptor_type(res[i].kind);
		w.pBufferInfo = NULL;
		w.pTexelBufferView = NULL;
		if (res[i].kind == RES_UTB || res[i].kind == RES_STB) {
			w.pTexelBufferView = &res[i].view;
		} else {
			bi.buffer = res[i].buffer;
			bi.offset = 0;
			bi.range = L->arg[i].bytes;
			w.pBufferInfo = &bi;
		}
		vkUpdateDescriptorSets(c->device, 1, &w, 0, NULL);
	}
}

/* Builds the compute pipeline; SGSIZE != 0 asks for that subgroup size. */
static VkPipeline
make_pipeline(struct ctx *c, const struct module *m, const char *entry,
    VkPipelineLayout layout, unsigned sgsize, const char *path)
{
	VkShaderModuleCreateInfo mi = {
		VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO };
	VkComputePipelineCreateInfo pi = {
		VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO };
	VkPipelineShaderStageRequiredSubgroupSizeCreateInfo rs = {
		VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO };
	VkShaderModule sm;
	VkPipeline p;
	VkResult r;

	mi.codeSize = m->nwords * 4;
	mi.pCode = m->words;
	r = vkCreateShaderModule(c->device, &mi, NULL, &sm);
	if (r != VK_SUCCESS)
		fail("the driver did not load '%s': vkCreateShaderModule: %s "
		    "(%d)", path, vk_result_name(r), (int)r);
	pi.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
	pi.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
	pi.stage.module = sm;
	pi.stage.pName = entry;
	if (sgsize != 0 && sgsize != c->dev.subgroup.subgroupSize) {
		rs.requiredSubgroupSize = sgsize;
		pi.stage.pNext = &rs;
	}
	pi.layout = layout;
	r = vkCreateComputePipelines(c->device, VK_NULL_HANDLE, 1, &pi, NULL,
	    &p);
	vkDestroyShaderModule(c->device, sm, NULL);
	if (r != VK_SUCCESS)
		fail("the driver did not load '%s': vkCreateComputePipelines: "
		    "%s (%d)", path, vk_result_name(r), (int)r);
	return p;
}

/* Records and submits the dispatch, then waits for it. */
static void
dispatch(struct ctx *c, VkPipeline pipe, struct layout *lay,
    const struct resource *res, const struct ref_launch *L,
    const uint32_t groups[3])
{
	VkCommandPoolCreateInfo cpi = {
		VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO };
	VkCommandBufferAllocateInfo cai = {
		VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO };
	VkCommandBufferBeginInfo begin = {
		VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO };
	VkMemoryBarrier mb = { VK_STRUCTURE_TYPE_MEMORY_BARRIER };
	VkSubmitInfo si = { VK_STRUCTURE_TYPE_SUBMIT_INFO };
	VkFenceCreateInfo fi = { VK_STRUCTURE_TYPE_FENCE_CREATE_INFO };
	VkCommandPool pool;
	VkCommandBuffer cb;
	VkFence fence;
	const char *t = getenv("VK_RUN_TIMEOUT");
	double secs = t != NULL ? strtod(t, NULL) : 60.0;
	unsigned i;
	VkResult r;

	if (!(secs > 0))
		secs = 60.0;
	cpi.queueFamilyIndex = c->queue_family;
	check(vkCreateCommandPool(c->device, &cpi, NULL, &pool),
	    "vkCreateCommandPool");
	cai.commandPool = pool;
	cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
	cai.commandBufferCount = 1;
	check(vkAllocateCommandBuffers(c->device, &cai, &cb),
	    "vkAllocateCommandBuffers");
	begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
	check(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer");
	vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
	if (lay->nsets > 0)
		vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE,
		    lay->pipeline_layout, 0, lay->nsets, lay->sets, 0, NULL);
	for (i = 0; i < L->nargs; i++) {
		if (res[i].kind == RES_PC)
			vkCmdPushConstants(cb, lay->pipeline_layout,
			    VK_SHADER_STAGE_COMPUTE_BIT, res[i].pc_offset,
			    (uint32_t)((L->arg[i].bytes + 3) & ~(size_t)3),
			    L->arg[i].data);
	}
	vkCmdDispatch(cb, groups[0], groups[1], groups[2]);
	mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
	mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
	vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
	    VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
	check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
	check(vkCreateFence(c->device, &fi, NULL, &fence), "vkCreateFence");
	si.commandBufferCount = 1;
	si.pCommandBuffers = &cb;
	check(vkQueueSubmit(c->queue, 1, &si, fence), "vkQueueSubmit");
	r = vkWaitForFences(c->device, 1, &fence, VK_TRUE,
	    (uint64_t)(secs * 1e9));
	if (r == VK_TIMEOUT)
		fail("the shader did not finish within %g s", secs);
	check(r, "vkWaitForFences");
	vkDestroyFence(c->device, fence, NULL);
	vkDestroyCommandPool(c->device, pool, NULL);
}

/* --- main ----------------------------------------------------------------- */

static void
usage(void)
{
	fprintf(stderr,
	    "usage: %s [--feature NAME]... FILE.spv ENTRY -g G[,G,G] "
	    "-l L[,L,L] RES...\n"
	    "       %s --info | --list-features | --has-feature NAME\n"
	    "RES: BINDING=SPEC, BINDING sb:S:B[I] ub:S:B[I] utb:S:B[I][:FMT] "
	    "stb:S:B[I][:FMT] pc[:OFF]\n"
	    "     SPEC in:TYPE:N[:PATTERN] out:TYPE:N io:TYPE:N[:PATTERN] "
	    "val:TYPE:V\n", prog, prog);
	exit(2);
}

/*
 * The features to enable: the test's (WANT, NWANT; the device lacking one
 * skips the test) and those the module's capabilities need (the device
 * lacking one is an error).  Returns a NULL-terminated array.
 */
static const char **
settle_features(const struct device_info *d, const struct module *m,
    char **want, unsigned nwant, unsigned *sgsize)
{
	const char **out = xcalloc(nwant + m->ncaps + 1, sizeof(*out));
	unsigned i, j, n = 0, asked;
	size_t k;

	*sgsize = 0;
	for (i = 0; i < nwant; i++) {
		if (!has_feature(d, want[i]))
			skip("device %s lacks %s", d->props.deviceName, want[i]);
		if (subgroup_size_request(want[i]) != 0)
			*sgsize = subgroup_size_request(want[i]);
		out[n++] = want[i];
	}
	for (i = 0; i < m->ncaps; i++) {
		for (k = 0; k < sizeof(cap_features) / sizeof(cap_features[0]);
		    k++) {
			if (cap_features[k].cap != m->caps[i])
				continue;
			asked = 0;
			for (j = 0; j < n; j++)
				asked |= strcmp(out[j], cap_features[k].feature)
				    == 0;
			if (asked)
				break;
			if (!has_feature(d, cap_features[k].feature))
				fail("the module declares capability %s, which "
				    "needs feature %s; device %s lacks it and "
				    "the test did not ask for it",
				    cap_features[k].cap_name,
				    cap_features[k].feature,
				    d->props.deviceName);
			out[n++] = cap_features[k].feature;
			break;
		}
	}
	return out;
}

int
main(int argc, char **argv)
{
	struct ctx c;
	struct module m;
	struct ref_launch L;
	struct layout lay;
	struct resource *res;
	char **want, **specs;
	const char **enable;
	const char *path, *entry;
	unsigned nwant = 0, nres = 0, i, d, sgsize, bad = 0;
	uint32_t groups[3];
	int argi = 1, nspec = 0, dash = 1;
	VkPipeline pipe;
	struct ref_arg *a;
	static const char *const no_features[] = { NULL };

	memset(&c, 0, sizeof(c));
	want = xcalloc((size_t)argc, sizeof(*want));
	if (argc == 2 && (strcmp(argv[1], "--info") == 0 ||
	    strcmp(argv[1], "--list-features") == 0)) {
		make_instance(&c);
		pick_device(&c);
		/* a device proves the driver works (and pins it, see above) */
		make_device(&c, no_features);
		vkDestroyDevice(c.device, NULL);
		if (strcmp(argv[1], "--info") == 0) {
			print_info(&c.dev);
		} else {
			for (i = 0; i < NFEATURES; i++) {
				if (has_feature(&c.dev, features[i].name))
					printf("%s\n", features[i].name);
			}
			for (i = 1; i <= 128; i *= 2) {
				if (has_subgroup_size(&c.dev, i))
					printf("subgroup-size-%u\n", i);
			}
		}
		vkDestroyInstance(c.instance, NULL);
		free(want);
		return 0;
	}
	if (argc == 3 && strcmp(argv[1], "--has-feature") == 0) {
		make_instance(&c);
		pick_device(&c);
		make_device(&c, no_features);
		vkDestroyDevice(c.device, NULL);
		i = (unsigned)has_feature(&c.dev, argv[2]);
		vkDestroyInstance(c.instance, NULL);
		free(want);
		return i ? 0 : 1;
	}
	while (argi + 1 < argc && strcmp(argv[argi], "--feature") == 0) {
		if (subgroup_size_request(argv[argi + 1]) == 0 &&
		    find_feature(argv[argi + 1]) == NULL)
			ref_die(prog, "unknown feature '%s' (vk-run "
			    "--list-features shows the known ones)",
			    argv[argi + 1]);
		want[nwant++] = argv[argi + 1];
		argi += 2;
	}
	if (argc - argi < 2)
		usage();
	path = argv[argi++];
	entry = argv[argi];

	/* The launch for ref.h: ENTRY, -g/-l, then the SPEC of each RES. */
	specs = xcalloc((size_t)argc, sizeof(*specs));
	res = xcalloc((size_t)argc, sizeof(*res));
	specs[nspec++] = argv[argi++];
	for (; argi < argc; argi++) {
		if (dash && argv[argi][0] == '-') {
			specs[nspec++] = argv[argi++];
			if (argi < argc)
				specs[nspec++] = argv[argi];
			continue;
		}
		dash = 0;
		specs[nspec++] = (char *)parse_binding(argv[argi],
		    &res[nres++]);
	}
	ref_parse_launch(prog, nspec, specs, &L);
	if (!L.has_local)
		ref_die(prog, "the workgroup size (-l) is required");
	for (d = 0; d < 3; d++)
		groups[d] = (uint32_t)(L.global[d] / L.local[d]);

	m.words = read_words(path, &m.nwords);
	m.ncaps = 0;
	m.nres = 0;
	scan_module(&m, path, entry);
	scan_resources(&m, path);
	check_resources(&m, res, nres, path);
	for (d = 0; d < 3; d++) {
		if (m.local[d] != (L.has_local ? L.local[d] : 1))
			fail("the entry point's workgroup size is %ux%ux%u but "
			    "the launch says -l %zu,%zu,%zu", m.local[0],
			    m.local[1], m.local[2], L.local[0], L.local[1],
			    L.local[2]);
	}

	make_instance(&c);
	pick_device(&c);
	enable = settle_features(&c.dev, &m, want, nwant, &sgsize);
	make_device(&c, enable);
	for (i = 0; i < L.nargs; i++) {
		if (res[i].kind != RES_PC)
			make_buffer(&c, &res[i], &L.arg[i], i);
	}
	plan_layout(&lay, res, &L);
	make_layouts(&c, &lay);
	write_descriptors(&c, &lay, res, &L);
	pipe = make_pipeline(&c, &m, entry, lay.pipeline_layout, sgsize, path);
	dispatch(&c, pipe, &lay, res, &L, groups);

	for (i = 0; i < L.nargs; i++) {
		a = &L.arg[i];
		if (res[i].kind == RES_PC)
			continue;
		for (d = 0; d < GUARD_BYTES; d++) {
			if (res[i].map[a->bytes + d] != GUARD_FILL) {
				fprintf(stderr, "%s: the shader wrote past the "
				    "end of argument %u (%s) at byte %zu\n",
				    prog, i, a->spec, a->bytes + d);
				bad = 1;
				break;
			}
		}
		if (a->kind == REF_OUT || a->kind == REF_INOUT) {
			memcpy(a->data, res[i].map, a->bytes);
		} else if (memcmp(res[i].map, a->data, a->bytes) != 0) {
			fprintf(stderr, "%s: the shader changed input argument "
			    "%u (%s)\n", prog, i, a->spec);
			bad = 1;
		}
	}
	if (!bad)
		ref_print_outputs(stdout, &L);
	if (fflush(stdout) != 0)
		fail("cannot write the output");

	vkDestroyPipeline(c.device, pipe, NULL);
	vkDestroyPipelineLayout(c.device, lay.pipeline_layout, NULL);
	if (lay.pool != VK_NULL_HANDLE)
		vkDestroyDescriptorPool(c.device, lay.pool, NULL);
	for (i = 0; i < lay.nsets; i++)
		vkDestroyDescriptorSetLayout(c.device, lay.set_layout[i], NULL);
	for (i = 0; i < L.nargs; i++) {
		if (res[i].view != VK_NULL_HANDLE)
			vkDestroyBufferView(c.device, res[i].view, NULL);
		if (res[i].buffer != VK_NULL_HANDLE) {
			vkUnmapMemory(c.device, res[i].memory);
			vkDestroyBuffer(c.device, res[i].buffer, NULL);
			vkFreeMemory(c.device, res[i].memory, NULL);
		}
	}
	vkDestroyDevice(c.device, NULL);
	if (c.messenger != VK_NULL_HANDLE) {
		PFN_vkDestroyDebugUtilsMessengerEXT destroy =
		    (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
		    c.instance, "vkDestroyDebugUtilsMessengerEXT");

		if (destroy != NULL)
			destroy(c.instance, c.messenger, NULL);
	}
	vkDestroyInstance(c.instance, NULL);
	ref_free_launch(&L);
	free(enable);
	free(m.words);
	free(res);
	free(specs);
	free(want);
	if (validation_errors > 0) {
		fprintf(stderr, "%s: the validation layer reported %d error(s)\n",
		    prog, validation_errors);
		return 1;
	}
	return bad;
}
