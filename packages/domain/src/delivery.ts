// Kept so the modules that still import './delivery.ts' keep compiling; the delivery rules live
// in ./delivery/ (import from './delivery/index.ts'). Remove once nothing imports this path.
export * from './delivery/delivery-type.ts';
