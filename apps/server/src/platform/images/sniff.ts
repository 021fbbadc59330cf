/** The image format by its first bytes: one rule for the server and the web (the domain's). */
export { sniffImageFormat } from '@storyloom/domain';
