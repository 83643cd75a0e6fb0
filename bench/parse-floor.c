/* parse-floor: the least any LLVM-C based tool must do with a module.
 * Reads the file (text or bitcode) the way llc-spirv does, parses it with
 * LLVMParseIRInContext, visits every instruction once and prints how many
 * there are, then frees the module and the context (llc-spirv does too).
 * usage: parse-floor FILE */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

int
main(int argc, char **argv)
{
	LLVMContextRef ctx;
	LLVMMemoryBufferRef buf;
	LLVMModuleRef m;
	LLVMValueRef f, i;
	LLVMBasicBlockRef b;
	unsigned long n = 0, fns = 0;
	char *msg = NULL;

	if (argc != 2) {
		fprintf(stderr, "usage: parse-floor FILE\n");
		return 1;
	}
	if (LLVMCreateMemoryBufferWithContentsOfFile(argv[1], &buf, &msg)) {
		fprintf(stderr, "parse-floor: %s: %s\n", argv[1], msg);
		return 1;
	}
	ctx = LLVMContextCreate();
	/* takes ownership of buf */
	if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
		fprintf(stderr, "parse-floor: %s\n", msg);
		return 1;
	}
	for (f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		fns += !LLVMIsDeclaration(f);
		for (b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
			for (i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
				n += LLVMGetInstructionOpcode(i) != 0;
	}
	printf("%lu instructions in %lu functions\n", n, fns);
	LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
	return 0;
}
