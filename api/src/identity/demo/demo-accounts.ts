/** The documented demo accounts (password strategy). */
export const DEMO_ACCOUNTS = {
  demo: {
    id: 'd0000000-0000-4000-8000-000000000001',
    email: 'demo@shopltk.test',
    password: 'demo-password',
    fullName: 'Demo Shopper',
    role: 'shopper',
  },
  fresh: {
    id: 'f0000000-0000-4000-8000-000000000002',
    email: 'fresh@shopltk.test',
    password: 'fresh-password',
    fullName: 'Fresh Shopper',
    role: 'shopper',
  },
  staff: {
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'staff@shopltk.test',
    password: 'staff-password',
    fullName: 'Staff Member',
    role: 'staff',
  },
} as const;

/** Fixed creation time so the seed is deterministic (and none of them counts as a new user). */
export const DEMO_CREATED_AT = new Date(Date.UTC(2026, 0, 15, 12, 0, 0));
