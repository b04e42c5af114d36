/** Browser-safe rules shared by a plugin's server and web sides. */
export { isSitePath } from '@lms/core/rules';
