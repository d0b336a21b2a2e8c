/** The whole calibration set: the tuned cases, the adversarial ones built on them, and the held-out part. */
import { adversarialCases } from './adversarial';
import type { CalibrationCase } from './case';
import { BLIND_HELD_OUT_SET } from './blindHeldOut';
import { FRESH_HELD_OUT_SET } from './freshHeldOut';
import { HELD_OUT_SET } from './heldOut';
import { SUBSTANCE_HELD_OUT_SET } from './substanceHeldOut';
import { TUNED_SET } from './set';

export const CALIBRATION_SET: CalibrationCase[] = [
  ...TUNED_SET,
  ...adversarialCases(TUNED_SET),
  ...HELD_OUT_SET,
  ...FRESH_HELD_OUT_SET,
  ...BLIND_HELD_OUT_SET,
  ...SUBSTANCE_HELD_OUT_SET,
];
