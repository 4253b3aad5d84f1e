// docs/design.md §5.1: the product's name, a brand the build carries (titles, logo, "Mon espace Conque"). The
// organisation that runs it (its name, address and phones) is the server's configuration, read from
// GET /api/organisation (api/organisation.ts), so the screens and the PDFs cannot disagree.
export const PRODUCT_NAME = 'Conque';
