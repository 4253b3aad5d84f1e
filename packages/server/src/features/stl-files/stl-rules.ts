import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import { AppError } from '../../http/app-error';

// Spec 001 §5 and §9, docs/design.md §4: what an STL upload must be. The refusals of a too large or a non-STL
// file are the domain's (orders/messages.ts), the very texts the wizard shows before sending one.

export const STL_CONTENT_TYPE = 'model/stl';
/** What the browser sends the raw file as (XMLHttpRequest.send(file) with this header). */
export const UPLOAD_CONTENT_TYPES = ['application/octet-stream', STL_CONTENT_TYPE] as const;

export const stlErrors = {
  tooLarge: (name: string) => new AppError('payload_too_large', ORDER_MESSAGES.stlTooLarge(name)),
  invalid: (name: string) => AppError.badRequest(ORDER_MESSAGES.stlNotStl(name)),
  interrupted: (name: string) => AppError.badRequest(`L'envoi du fichier ${name} a été interrompu.`),
  // Spec 001 §8 "duplicate ('existe déjà')": only two uploads racing for the same key get it.
  duplicate: (name: string) => AppError.conflict(`Le fichier ${name} existe déjà. Veuillez réessayer.`),
  notFound: () => AppError.notFound('Fichier introuvable.'),
  orderNotFound: () => AppError.notFound('Commande introuvable.'),
};

/**
 * The user's name made safe for a storage key: accents dropped, anything but letters, digits, dash
 * and underscore turned into "_", at most 80 characters, never empty.
 */
export const safeBaseName = (name: string): string =>
  name
    .replace(/\.stl$/i, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, 80) || 'fichier';

/** Spec 001 §5 "file names get a timestamp suffix": `<orderId>/<safe-base-name>_<epoch ms>.stl`. */
export const stlKey = (orderId: string, name: string, at: number) =>
  `${orderId}/${safeBaseName(name)}_${at}.stl`;
