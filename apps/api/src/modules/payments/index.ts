// The payments module's public surface.
export { paymentsPlugin } from './plugin';
