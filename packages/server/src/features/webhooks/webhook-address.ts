import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { MESSAGES } from '@conque/domain/shared/messages';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';

// No request forgery: an endpoint's address is resolved at each delivery, and the
// delivery goes to a checked address only (post-webhook.ts pins the connection to it). Refused: every
// private, shared (CGNAT), loopback, link-local (the cloud metadata 169.254.169.254 among them),
// unique-local (fd00:ec2::254), multicast, reserved or unspecified address, and the IPv6 forms that
// carry an IPv4 address inside (mapped, NAT64, 6to4, Teredo), which could hide any of those.

const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const typeOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether a delivery may connect to `address`; the loopback only under the test-only setting. */
export const isAllowedAddress = (config: Config, address: string): boolean => {
  if (isIP(address) === 0) return false;
  // IPv4-mapped (::ffff:a.b.c.d, ::ffff:7f00:1): refused whatever they carry. Not a BlockList rule:
  // BlockList matches plain IPv4 addresses against ::ffff:0:0/96, which would refuse them all.
  if (isIP(address) === 6 && /^(0{0,4}:){0,5}:?ffff:/i.test(address)) return false;
  if (config.webhooks.allowInsecureLoopback && LOOPBACK.check(address, typeOf(address))) return true;
  return !REFUSED.check(address, typeOf(address));
};

/** The host of a URL as an address when it is one ([::1] without its brackets), or null. */
const literalAddress = (url: URL): string | null => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) === 0 ? null : host;
};

/**
 * What can be told without resolving: the scheme (https, or http under the test-only setting) and
 * a literal address. Run when an endpoint is saved, and again at each delivery.
 */
export const checkWebhookUrl = (config: Config, raw: string): URL => {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && config.webhooks.allowInsecureLoopback))
    throw AppError.badRequest(MESSAGES.webhookHttpsRequired, 'url');
  const literal = literalAddress(url);
  if (url.hostname === 'localhost' && !config.webhooks.allowInsecureLoopback)
    throw AppError.badRequest(MESSAGES.webhookAddressRefused, 'url');
  if (literal !== null && !isAllowedAddress(config, literal))
    throw AppError.badRequest(MESSAGES.webhookAddressRefused, 'url');
  return url;
};

export type ResolvedTarget = { url: URL; address: string; family: 4 | 6 };

/** Refused before any connection: the reason goes to the delivery log. */
export class RefusedTargetError extends Error {}

/**
 * Resolves the host now (every address it has) and refuses it if any of them is refused: a name
 * that answers a public and a private address could be steered to the private one.
 */
export const resolveWebhookTarget = async (config: Config, raw: string): Promise<ResolvedTarget> => {
  let url: URL;
  try {
    url = checkWebhookUrl(config, raw);
  } catch (error) {
    throw new RefusedTargetError(error instanceof Error ? error.message : String(error));
  }
  const literal = literalAddress(url);
  const found = literal
    ? [{ address: literal, family: isIP(literal) }]
    : await lookup(url.hostname, { all: true, verbatim: true }).catch(() => {
        throw new RefusedTargetError(`Adresse introuvable : ${url.hostname}`);
      });
  const first = found[0];
  if (!first) throw new RefusedTargetError(`Adresse introuvable : ${url.hostname}`);
  const refused = found.find((entry) => !isAllowedAddress(config, entry.address));
  if (refused) throw new RefusedTargetError(`${MESSAGES.webhookAddressRefused} (${refused.address})`);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
};
