import { FIELD_LABELS } from '@conque/domain/shared/field-names';
import { requiredText } from '@conque/domain/shared/fields';
import { z } from 'zod';

// A 400 names the field in French ("Commentaire : Ce champ est obligatoire"), as orders/order-input.ts
// adds its own labels to the shared table; a label another area already set is left as it is.
FIELD_LABELS.content ??= 'Commentaire';

/** A comment is long enough for a detailed remark about an ear tip, short enough to read in a thread. */
export const COMMENT_MAX_LENGTH = 5000;

/** Spec 001 §5 "Comment: non-empty after trimming"; the trimmed text is what is stored. */
export const addOrderCommentSchema = z.strictObject({ content: requiredText(COMMENT_MAX_LENGTH) });
export type AddOrderCommentInput = z.infer<typeof addOrderCommentSchema>;
