import type { NewTenantRow } from '../db/tenants.tables.ts';

/** One demo store per application type, plus a second shop so tenant isolation is visible. */
export const DEMO_TENANTS: NewTenantRow[] = [
  {
    slug: 'cards',
    name: 'Arcane Vault Games',
    domains: ['cards.localhost', 'localhost', '127.0.0.1'],
    primaryColor: '#6D28D9',
    secondaryColor: '#B45309',
    appType: 'ecommerce',
    clientDetails: {
      description: 'Singles, sealed product and accessories for Magic: The Gathering and the Pokémon TCG.',
      business_name: 'Arcane Vault Games LLC',
      email: 'hello@arcanevault.example',
      phone: '+1 (555) 010-4242',
      address: '221 Mana Street, Portland, OR 97205',
    },
  },
  {
    slug: 'outdoor',
    name: 'Northwind Outfitters',
    domains: ['outdoor.localhost'],
    primaryColor: '#047857',
    secondaryColor: '#92400E',
    appType: 'ecommerce',
    clientDetails: {
      description: 'Tents, packs and trail gear tested on the Cascades.',
      business_name: 'Northwind Outfitters Inc.',
      email: 'support@northwind.example',
      phone: '+1 (555) 010-7788',
      address: '48 Ridge Road, Bend, OR 97701',
    },
  },
  {
    slug: 'warehouse',
    name: 'Harbor Logistics',
    domains: ['warehouse.localhost'],
    primaryColor: '#0E7490',
    secondaryColor: '#475569',
    appType: 'inventory',
    clientDetails: {
      description: 'Inventory control for three regional warehouses.',
      business_name: 'Harbor Logistics Co.',
      email: 'ops@harborlogistics.example',
      phone: '+1 (555) 010-3100',
      address: '9 Pier Avenue, Oakland, CA 94607',
    },
  },
  {
    slug: 'agency',
    name: 'Lumen Studio',
    domains: ['agency.localhost'],
    primaryColor: '#BE185D',
    secondaryColor: '#1F2937',
    appType: 'website',
    clientDetails: {
      description: 'A design and engineering studio building brands and storefronts.',
      business_name: 'Lumen Studio Ltd.',
      email: 'studio@lumen.example',
      phone: '+1 (555) 010-5150',
      address: '77 Canal Street, New York, NY 10013',
    },
  },
];
