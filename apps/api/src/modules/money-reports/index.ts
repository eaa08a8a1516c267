// The money reports module's public surface.
export { moneyReportsPlugin } from './plugin';
