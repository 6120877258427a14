export interface SignedPolicies {
  cookie: boolean;
  privacy: boolean;
  tos: boolean;
}

export interface Settings {
  locale: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
}

export interface DataRequest {
  id: string;
  requestType: 'access' | 'erasure';
  status: string;
  dateCreated: string;
}
