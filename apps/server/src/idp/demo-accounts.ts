/**
 * Demo accounts of the embedded identity provider (password `portal-demo` for all).
 * Their subjects are fixed so the seed can give each its role before the first sign-in.
 * The server refuses to start with them when NODE_ENV=production.
 */
export const DEMO_PASSWORD = 'portal-demo';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoAccount {
  readonly sub: string;
  readonly login: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly department: string;
  readonly role:
    | 'administrator'
    | 'employee'
    | 'sales'
    | 'kitchen'
    | 'partner'
    | 'specialist'
    | 'plantManager'
    | 'hrOffice';
  readonly totpSecret?: string;
  readonly locale: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e01',
    login: 'admin',
    givenName: 'Alex',
    familyName: 'Admin',
    department: 'Informatik',
    role: 'administrator',
    totpSecret: DEMO_TOTP_SECRET,
    locale: 'de',
  },
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e02',
    login: 'employee',
    givenName: 'Eva',
    familyName: 'Beispiel',
    department: 'Fertigung',
    role: 'employee',
    locale: 'de',
  },
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e03',
    login: 'sales',
    givenName: 'Sam',
    familyName: 'Vertrieb',
    department: 'Vertrieb',
    role: 'sales',
    locale: 'de',
  },
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e04',
    login: 'kitchen',
    givenName: 'Karl',
    familyName: 'Koch',
    department: 'Kantine',
    role: 'kitchen',
    locale: 'de',
  },
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e05',
    login: 'partner',
    givenName: 'Paula',
    familyName: 'Partner',
    department: '',
    role: 'partner',
    locale: 'en',
  },
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e06',
    login: 'specialist',
    givenName: 'Stefan',
    familyName: 'Fachmann',
    department: '',
    role: 'specialist',
    locale: 'de',
  },
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e07',
    login: 'plant',
    givenName: 'Petra',
    familyName: 'Werner',
    department: 'Werksleitung Werk Nord',
    role: 'plantManager',
    locale: 'de',
  },
  {
    sub: '0b6f3f2e-5a1c-4c55-9d0e-1a2b3c4d5e08',
    login: 'hr',
    givenName: 'Hanna',
    familyName: 'Personal',
    department: 'Personal',
    role: 'hrOffice',
    locale: 'de',
  },
];

export function demoEmail(login: string): string {
  return `${login}@demo.portal.example`;
}
