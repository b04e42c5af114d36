/** This SDK's version: the `version` of its package.json (a test keeps the two equal). */
export const SDK_VERSION = '2.1.0';

/**
 * The plugin kernel API range this SDK serves: its package.json's `lms.kernelApi`. A kernel whose
 * KERNEL_API_VERSION is in the range runs plugins built with this SDK; a plugin's manifest `kernel`
 * names the same range. A breaking change of the SDK's surface is a new major version of both.
 */
export const SDK_KERNEL_API_RANGE = '^1.0.0';
