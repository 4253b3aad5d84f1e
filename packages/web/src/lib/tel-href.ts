/** A `tel:` link for a French number as written for people ('04 72 00 00 01' → 'tel:0472000001'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
