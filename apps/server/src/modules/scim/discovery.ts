import type { BaseUrl } from './representation';
import { CORE_GROUP, CORE_USER, ENTERPRISE_USER, LIST_RESPONSE } from './schemas';
import { MAX_RESULTS } from './service';

/** What the portal offers of SCIM (RFC 7643 §5, §6, §7), answered at /ServiceProviderConfig, /ResourceTypes, /Schemas. */

const SERVICE_PROVIDER_CONFIG = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export function serviceProviderConfig(base: BaseUrl) {
  return {
    schemas: [SERVICE_PROVIDER_CONFIG],
    documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: "The directory's own token, created by a portal administrator (Authorization: Bearer …)",
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: BaseUrl) {
  return [
    {
      schemas: [RESOURCE_TYPE],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A person of the directory: a portal user',
      schema: CORE_USER,
      schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A group of the directory: its members hold the portal role it maps to',
      schema: CORE_GROUP,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
}

type Type = 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';

interface Attribute {
  name: string;
  type: Type;
  multiValued: boolean;
  required: boolean;
  caseExact: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'never' | 'default' | 'request';
  uniqueness: 'none' | 'server' | 'global';
  description: string;
  subAttributes?: Attribute[];
  referenceTypes?: string[];
}

function attr(name: string, description: string, options: Partial<Attribute> = {}): Attribute {
  return {
    name,
    type: 'string',
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    description,
    ...options,
  };
}

const multiValued = (name: string, description: string) =>
  attr(name, description, {
    type: 'complex',
    multiValued: true,
    subAttributes: [
      attr('value', `The ${name} value`),
      attr('display', 'A human-readable name'),
      attr('type', 'A label: work, home, other'),
      attr('primary', 'The primary value', { type: 'boolean' }),
    ],
  });

const userAttributes: Attribute[] = [
  attr('userName', 'Unique identifier of the user, as the directory names them', {
    required: true,
    uniqueness: 'server',
  }),
  attr('name', "The user's name", {
    type: 'complex',
    subAttributes: ['formatted', 'familyName', 'givenName', 'middleName', 'honorificPrefix', 'honorificSuffix'].map(
      (n) => attr(n, n),
    ),
  }),
  ...['displayName', 'nickName', 'title', 'userType', 'preferredLanguage', 'locale', 'timezone'].map((n) => attr(n, n)),
  attr('profileUrl', 'A URI of the profile', { type: 'reference', referenceTypes: ['external'] }),
  attr('active', 'Whether the user may sign in; false ends every session and token at once', { type: 'boolean' }),
  ...['emails', 'phoneNumbers', 'ims', 'photos', 'entitlements', 'roles', 'x509Certificates'].map((n) =>
    multiValued(n, n),
  ),
  attr('addresses', 'Physical addresses', {
    type: 'complex',
    multiValued: true,
    subAttributes: ['formatted', 'streetAddress', 'locality', 'region', 'postalCode', 'country', 'type'].map((n) =>
      attr(n, n),
    ),
  }),
  attr('groups', 'The groups the user belongs to (set through the groups)', {
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [
      attr('value', 'The group id', { mutability: 'readOnly' }),
      attr('$ref', 'The group URI', { type: 'reference', referenceTypes: ['Group'], mutability: 'readOnly' }),
      attr('display', 'The group name', { mutability: 'readOnly' }),
    ],
  }),
];

const groupAttributes: Attribute[] = [
  attr('displayName', 'The group name; it names the portal role the members hold', {
    required: true,
    uniqueness: 'server',
  }),
  attr('members', 'The users of the group', {
    type: 'complex',
    multiValued: true,
    subAttributes: [
      attr('value', 'The user id', { mutability: 'immutable', caseExact: true }),
      attr('$ref', 'The user URI', { type: 'reference', referenceTypes: ['User'], mutability: 'immutable' }),
      attr('display', 'The user name', { mutability: 'readOnly' }),
      attr('type', 'User', { mutability: 'immutable' }),
    ],
  }),
];

const enterpriseAttributes: Attribute[] = [
  ...['employeeNumber', 'costCenter', 'organization', 'division', 'department'].map((n) => attr(n, n)),
  attr('manager', "The user's manager", {
    type: 'complex',
    subAttributes: [
      attr('value', 'The manager id'),
      attr('$ref', 'The manager URI', { type: 'reference', referenceTypes: ['User'] }),
      attr('displayName', 'The manager name', { mutability: 'readOnly' }),
    ],
  }),
];

export function schemas(base: BaseUrl) {
  const schema = (id: string, name: string, description: string, attributes: Attribute[]) => ({
    schemas: [SCHEMA],
    id,
    name,
    description,
    attributes,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${id}` },
  });
  return [
    schema(CORE_USER, 'User', 'User Account', userAttributes),
    schema(CORE_GROUP, 'Group', 'Group', groupAttributes),
    schema(ENTERPRISE_USER, 'EnterpriseUser', 'Enterprise User', enterpriseAttributes),
  ];
}

export function listOf(resources: Record<string, unknown>[]) {
  return {
    schemas: [LIST_RESPONSE],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
