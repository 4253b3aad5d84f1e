import { z } from 'zod';
import { SPECIAL_MARKING_MAX_LENGTH } from '../catalogue/additional-options';
import { SPEAKER_VALUES } from '../catalogue/brand-lookup';
import {
  CLASSIC_COLOR_VALUES,
  CLASSIC_CORD_VALUES,
  CLASSIC_FINISH_VALUES,
  CLASSIC_MATERIAL_VALUES,
  CLASSIC_OPTION_VALUES,
  CLASSIC_SHAPE_VALUES,
  CLASSIC_TUBE_VALUES,
} from '../catalogue/classic';
import {
  PROTECTIVE_COLOR_VALUES,
  PROTECTIVE_CORD_VALUES,
  PROTECTIVE_FILTER_VALUES,
} from '../catalogue/protective';
import {
  REMOTE_COLOR_VALUES,
  REMOTE_FINISH_VALUES,
  REMOTE_LENGTH_VALUES,
  REMOTE_MATERIAL_VALUES,
  REMOTE_OPTION_VALUES,
  REMOTE_SHAPE_VALUES,
  WAX_GUARD_VALUES,
} from '../catalogue/remote';
import { isValidVentDimension, VENT_VALUES } from '../catalogue/vents';
import { ORDER_MESSAGES } from './messages';

// Spec 001 §3 ear objects, field names exactly as the spec gives them. Every field is optional:
// these schemas say what a value may be, drafts may leave any field empty; completeness.ts says
// when an ear is complete. Cross-field rules (a shoulder on a canal shape, a receiver of the chosen
// brand) are completeness rules too, so that a draft saved mid-change still saves.

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: ORDER_MESSAGES.selectOption }).optional();

/** Spec 001 §3: one-element lists (protective cord and filter). */
const oneChoiceList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: ORDER_MESSAGES.selectOption }))
    .max(1)
    .optional();

/** Millimetres: a preset, or a typed value above 0,8 mm (spec 001 §3). */
export const ventDimensionSchema = z
  .number({ error: ORDER_MESSAGES.ventDimensionInvalid })
  .refine(isValidVentDimension, ORDER_MESSAGES.ventDimensionInvalid);

/** Spec 001 §5 and §9: at most 7 characters once trimmed; empty means no marking. */
export const specialMarkingSchema = z
  .string()
  .trim()
  .max(SPECIAL_MARKING_MAX_LENGTH, ORDER_MESSAGES.specialMarkingTooLong);

export const additionalOptionsSchema = z.object({
  colorMarks: z.boolean().optional(),
  extractionString: z.boolean().optional(),
});
export type AdditionalOptions = z.infer<typeof additionalOptionsSchema>;

export const classicEarSchema = z.object({
  shape: choice(CLASSIC_SHAPE_VALUES),
  material: choice(CLASSIC_MATERIAL_VALUES),
  color: choice(CLASSIC_COLOR_VALUES),
  tube: choice(CLASSIC_TUBE_VALUES),
  options: choice(CLASSIC_OPTION_VALUES),
  vent: choice(VENT_VALUES),
  ventDimension: ventDimensionSchema.optional(),
  finish: choice(CLASSIC_FINISH_VALUES),
  // Spec 001 §3 lists a cord category for classic tips but no field: it lives here, per ear.
  cord: choice(CLASSIC_CORD_VALUES),
  additionalOptions: additionalOptionsSchema.optional(),
  specialMarking: specialMarkingSchema.optional(),
});
export type ClassicEar = z.infer<typeof classicEarSchema>;

export const remoteEarSchema = z.object({
  shape: choice(REMOTE_SHAPE_VALUES),
  material: choice(REMOTE_MATERIAL_VALUES),
  color: choice(REMOTE_COLOR_VALUES),
  speaker: choice(SPEAKER_VALUES),
  options: choice(REMOTE_OPTION_VALUES),
  vent: choice(VENT_VALUES),
  ventDimension: ventDimensionSchema.optional(),
  length: choice(REMOTE_LENGTH_VALUES),
  finish: choice(REMOTE_FINISH_VALUES),
  waxGuard: choice(WAX_GUARD_VALUES),
  additionalOptions: additionalOptionsSchema.optional(),
  specialMarking: specialMarkingSchema.optional(),
});
export type RemoteEar = z.infer<typeof remoteEarSchema>;

export const protectiveEarSchema = z.object({
  color: choice(PROTECTIVE_COLOR_VALUES),
  options: oneChoiceList(PROTECTIVE_CORD_VALUES),
  filters: oneChoiceList(PROTECTIVE_FILTER_VALUES),
});
export type ProtectiveEar = z.infer<typeof protectiveEarSchema>;

export type Ear = ClassicEar | RemoteEar | ProtectiveEar;
