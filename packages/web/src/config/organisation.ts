// DESIGN §5.1: the organisation's public identity, shown on the contact page and the dashboard header.
export const organisation = {
  productName: 'Conque',
  address: '12 rue de la Conque, 69003 Lyon',
  phone: '04 72 00 00 00',
  helpPhone: '04 72 00 00 01',
} as const;
