// The demo module's public surface.
export { seedDemo } from './seed-demo';
export { seedDemoMoney } from './seed-money';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';
export { ABOUT_TO_EXPIRE_MINUTES } from './futures-plan';
