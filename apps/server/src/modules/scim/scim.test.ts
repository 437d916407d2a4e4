import { ACR_MFA } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index';
import { DIRECTORY } from '../../http/access';
import { registerErrorHandling } from '../../http/errors';
import { registerGuard } from '../../http/guard';
import { startTestApp, type TestApp } from '../../testing/app';
import { refresh, SignInError, signIn } from '../../testing/sign-in';
import { mintAccessToken } from '../../testing/tokens';
import { bearer, demoSub } from '../../testing/users';

const SCIM = '/portal/scim/v2';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

type Json = Record<string, any>;

describe('SCIM 2.0 provisioning (RFC 7643/7644)', () => {
  let app: TestApp;
  let token: string;
  let directoryId: string;

  const scim = async (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: method as 'GET',
      url: `${SCIM}${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/scim+json' } : {}),
        ...headers,
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  /** A bearer header for whoever signs in with this subject, as the group's provider would issue it. */
  const userToken = async (sub: string) => ({
    authorization: `Bearer ${await mintAccessToken(app.database, { sub })}`,
  });

  const loginOpenId = (headers: Record<string, string>, sub: string) =>
    app.app.inject({ method: 'POST', url: '/portal/api/Auth/loginOpenId', headers, payload: { sub } });

  const createUser = async (body: Json) => {
    const response = await scim('POST', '/Users', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Json;
  };

  beforeAll(async () => {
    app = await startTestApp();
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/ScimDirectory',
      headers: await bearer(app, 'admin', { mfa: true }),
      payload: { name: 'Group directory', roleMapping: { 'Portal Staff': 'Mitarbeiter' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    token = response.json().token;
    directoryId = response.json().directory.id;
  });
  afterAll(() => app.close());

  describe('Users', () => {
    it('creates the user of RFC 7644 §3.3 and answers it with id, meta, Location and ETag', async () => {
      // RFC 7644 §3.3, the request as printed.
      const response = await scim('POST', '/Users', {
        schemas: [CORE_USER],
        userName: 'bjensen',
        externalId: 'bjensen',
        name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-type']).toContain('application/scim+json');
      const user = response.json();
      expect(user).toMatchObject({
        schemas: [CORE_USER],
        userName: 'bjensen',
        externalId: 'bjensen',
        active: true,
        name: { familyName: 'Jensen', givenName: 'Barbara' },
        meta: { resourceType: 'User' },
      });
      expect(response.headers.location).toBe(user.meta.location);
      expect(user.meta.location).toMatch(new RegExp(`${SCIM}/Users/${user.id}$`));
      expect(response.headers.etag).toBe(user.meta.version);

      // It is a portal user of the directory's issuer, whose subject is the externalId.
      const [portalUser] = await app.database.db
        .select()
        .from(t.portalUser)
        .where(eq(t.portalUser.openIdUserId, 'bjensen'));
      expect(portalUser).toMatchObject({ issuer: 'embedded', lastName: 'Jensen', firstName: 'Barbara' });

      const again = await scim('GET', `/Users/${user.id}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(user);
    });

    it('refuses a second user of the same userName with 409 uniqueness, whatever its case', async () => {
      const response = await scim('POST', '/Users', { schemas: [CORE_USER], userName: 'BJensen', externalId: 'other' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '409',
        scimType: 'uniqueness',
      });
    });

    it('keeps the full user of RFC 7643 §8.2 and §8.3, but never a password', async () => {
      const user = await createUser({
        schemas: [CORE_USER, ENTERPRISE],
        externalId: '701984',
        userName: 'bjensen@example.com',
        name: {
          formatted: 'Ms. Barbara J Jensen, III',
          familyName: 'Jensen',
          givenName: 'Barbara',
          middleName: 'Jane',
          honorificPrefix: 'Ms.',
          honorificSuffix: 'III',
        },
        displayName: 'Babs Jensen',
        nickName: 'Babs',
        profileUrl: 'https://login.example.com/bjensen',
        emails: [
          { value: 'bjensen@example.com', type: 'work', primary: true },
          { value: 'babs@jensen.org', type: 'home' },
        ],
        addresses: [
          {
            type: 'work',
            streetAddress: '100 Universal City Plaza',
            locality: 'Hollywood',
            region: 'CA',
            postalCode: '91608',
            country: 'USA',
            formatted: '100 Universal City Plaza\nHollywood, CA 91608 USA',
            primary: true,
          },
        ],
        phoneNumbers: [
          { value: '555-555-5555', type: 'work' },
          { value: '555-555-4444', type: 'mobile' },
        ],
        ims: [{ value: 'someaimhandle', type: 'aim' }],
        userType: 'Employee',
        title: 'Tour Guide',
        preferredLanguage: 'en-US',
        locale: 'en-US',
        timezone: 'America/Los_Angeles',
        active: true,
        password: 't1meMa$heen',
        [ENTERPRISE]: {
          employeeNumber: '701984',
          costCenter: '4130',
          organization: 'Universal Studios',
          division: 'Theme Park',
          department: 'Tour Operations',
          manager: { value: '26118915-6090-4610-87e4-49d8ca9f808d', displayName: 'John Smith' },
        },
      });
      expect(user.schemas).toEqual([CORE_USER, ENTERPRISE]);
      expect(user).toMatchObject({ title: 'Tour Guide', userType: 'Employee', nickName: 'Babs' });
      expect(user[ENTERPRISE]).toMatchObject({ department: 'Tour Operations', employeeNumber: '701984' });
      expect(JSON.stringify(user)).not.toContain('t1meMa$heen');
      const [row] = await app.database.db.select().from(t.scimUser).where(eq(t.scimUser.id, user.id));
      expect(JSON.stringify(row)).not.toContain('t1meMa$heen');
      const [portalUser] = await app.database.db
        .select()
        .from(t.portalUser)
        .where(eq(t.portalUser.openIdUserId, '701984'));
      expect(portalUser).toMatchObject({ email: 'bjensen@example.com', department: 'Tour Operations' });
    });

    it('answers the filters of RFC 7644 §3.4.2.2', async () => {
      await createUser({
        schemas: [CORE_USER],
        userName: 'jsmith',
        externalId: 'jsmith-ext',
        name: { familyName: "O'Malley", givenName: 'James' },
        userType: 'Intern',
        emails: [{ value: 'james@example.org', type: 'work' }],
      });
      const ids = async (filter: string) => {
        const response = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
        expect(response.statusCode, `${filter}: ${response.body}`).toBe(200);
        const body = response.json();
        expect(body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:ListResponse']);
        expect(body.totalResults).toBe(body.Resources.length);
        return body.Resources.map((r: Json) => r.userName).sort();
      };
      expect(await ids('userName eq "bjensen"')).toEqual(['bjensen']);
      expect(await ids('userName eq "BJENSEN"')).toEqual(['bjensen']);
      expect(await ids(`name.familyName co "O'Malley"`)).toEqual(['jsmith']);
      expect(await ids('userName sw "J"')).toEqual(['jsmith']);
      expect(await ids('urn:ietf:params:scim:schemas:core:2.0:User:userName sw "J"')).toEqual(['jsmith']);
      expect(await ids('title pr')).toEqual(['bjensen@example.com']);
      expect(await ids('meta.lastModified gt "2011-05-13T04:42:34Z"')).toHaveLength(3);
      expect(await ids('title pr and userType eq "Employee"')).toEqual(['bjensen@example.com']);
      expect(await ids('title pr or userType eq "Intern"')).toEqual(['bjensen@example.com', 'jsmith']);
      expect(await ids(`schemas eq "${ENTERPRISE}"`)).toEqual(['bjensen@example.com']);
      expect(
        await ids('userType eq "Employee" and (emails co "example.com" or emails.value co "example.org")'),
      ).toEqual(['bjensen@example.com']);
      expect(
        await ids('userType ne "Employee" and not (emails co "example.com" or emails.value co "example.org")'),
      ).toEqual(['bjensen']);
      expect(await ids('userType eq "Employee" and (emails.type eq "work")')).toEqual(['bjensen@example.com']);
      expect(await ids('userType eq "Employee" and emails[type eq "work" and value co "@example.com"]')).toEqual([
        'bjensen@example.com',
      ]);
      expect(
        await ids('emails[type eq "work" and value co "@example.com"] or ims[type eq "xmpp" and value co "@foo.com"]'),
      ).toEqual(['bjensen@example.com']);
      expect(await ids('externalId eq "jsmith-ext"')).toEqual(['jsmith']);
      expect(await ids('externalId eq "JSMITH-EXT"')).toEqual([]);
      expect(await ids('active eq true')).toHaveLength(3);
    });

    it('refuses a filter it cannot read with 400 invalidFilter', async () => {
      const response = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    });

    it('pages with startIndex and count (RFC 7644 §3.4.2.4), totalResults counting every match', async () => {
      const first = (await scim('GET', '/Users?startIndex=1&count=2')).json();
      expect(first).toMatchObject({ totalResults: 3, startIndex: 1, itemsPerPage: 2 });
      const second = (await scim('GET', '/Users?startIndex=3&count=2')).json();
      expect(second).toMatchObject({ totalResults: 3, startIndex: 3, itemsPerPage: 1 });
      const all = [...first.Resources, ...second.Resources].map((r: Json) => r.id);
      expect(new Set(all).size).toBe(3);
      expect((await scim('GET', '/Users?count=0')).json()).toMatchObject({ totalResults: 3, Resources: [] });
    });

    it('applies the PATCH examples of RFC 7644 §3.5.2 to a user', async () => {
      const [user] = (
        await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "bjensen@example.com"')}`)
      ).json().Resources;
      // §3.5.2.1: add without a path.
      let response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'add', value: { emails: [{ value: 'babs@jensen.org', type: 'home' }], nickname: 'Babsy' } }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().nickName).toBe('Babsy');
      // §3.5.2.3: replace a sub-attribute of a filtered value.
      response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'addresses[type eq "work"].streetAddress', value: '1010 Broadway Ave' }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().addresses[0]).toMatchObject({ type: 'work', streetAddress: '1010 Broadway Ave' });
      // §3.5.2.3: replace without a path.
      response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [
          {
            op: 'replace',
            value: {
              emails: [
                { value: 'bjensen@example.com', type: 'work', primary: true },
                { value: 'babs@jensen.org', type: 'home' },
              ],
              nickname: 'Babs',
            },
          },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ nickName: 'Babs', emails: [{ primary: true }, { type: 'home' }] });
      // §3.5.2.2: remove a value.
      response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'remove', path: 'phoneNumbers[type eq "mobile"]' }],
      });
      expect(response.json().phoneNumbers).toEqual([{ value: '555-555-5555', type: 'work' }]);
      // Entra ID names extension attributes by their URN in a path-less value.
      response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [
          { op: 'Replace', value: { [`${ENTERPRISE}:department`]: 'Guest Services', 'name.givenName': 'Babs' } },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()[ENTERPRISE].department).toBe('Guest Services');
      expect(response.json().name.givenName).toBe('Babs');
      const [portalUser] = await app.database.db
        .select()
        .from(t.portalUser)
        .where(eq(t.portalUser.openIdUserId, '701984'));
      expect(portalUser).toMatchObject({ department: 'Guest Services', firstName: 'Babs' });
    });

    it('refuses a PATCH that would leave an invalid user, and changes nothing', async () => {
      const [user] = (await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "jsmith"')}`)).json()
        .Resources;
      const response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'remove', path: 'userName' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().scimType).toBe('invalidValue');
      expect((await scim('GET', `/Users/${user.id}`)).json()).toEqual(user);
    });

    it('replaces a user with PUT, honouring If-Match (412 on a stale version)', async () => {
      const [user] = (await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "jsmith"')}`)).json()
        .Resources;
      const body = { schemas: [CORE_USER], userName: 'jsmith', externalId: 'jsmith-ext', title: 'Captain' };
      const stale = await scim('PUT', `/Users/${user.id}`, body, { 'if-match': '"v999"' });
      expect(stale.statusCode).toBe(412);
      const response = await scim('PUT', `/Users/${user.id}`, body, { 'if-match': user.meta.version });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ title: 'Captain', userName: 'jsmith' });
      expect(response.json().name).toBeUndefined();
      expect(response.json().meta.version).not.toBe(user.meta.version);
    });

    it('answers an unknown user with 404 as a SCIM error', async () => {
      for (const id of ['2819c223-7f76-453a-919d-413861904646', 'not-an-id']) {
        const response = await scim('GET', `/Users/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
          status: '404',
        });
      }
    });

    it('refuses a body that is no User with 400, changing nothing', async () => {
      const before = (await scim('GET', '/Users')).json().totalResults;
      const response = await scim('POST', '/Users', { schemas: [CORE_GROUP], displayName: 'not a user' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: '400' });
      expect((await scim('GET', '/Users')).json().totalResults).toBe(before);
    });
  });

  describe('Groups map to portal roles', () => {
    let memberId: string;
    let memberHeaders: Record<string, string>;
    beforeAll(async () => {
      const user = await createUser({ schemas: [CORE_USER], userName: 'kim@example.com', externalId: 'kim-subject' });
      memberId = user.id;
      memberHeaders = await userToken('kim-subject');
    });

    it('a member of a mapped group holds its role; leaving the group takes it away (RFC 7644 §3.5.2 PATCH)', async () => {
      expect(
        (await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: memberHeaders })).statusCode,
      ).toBe(403);
      const created = await scim('POST', '/Groups', { schemas: [CORE_GROUP], displayName: 'Portal Staff' });
      expect(created.statusCode, created.body).toBe(201);
      const group = created.json();
      // §3.5.2.1: add a member.
      let response = await scim('PATCH', `/Groups/${group.id}`, {
        schemas: [PATCH_OP],
        Operations: [
          {
            op: 'add',
            path: 'members',
            value: [{ display: 'Kim', $ref: `${SCIM}/Users/${memberId}`, value: memberId }],
          },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().members).toEqual([expect.objectContaining({ value: memberId })]);
      expect(
        (await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: memberHeaders })).statusCode,
      ).toBe(200);
      expect((await scim('GET', `/Users/${memberId}`)).json().groups).toEqual([
        expect.objectContaining({ value: group.id, display: 'Portal Staff' }),
      ]);
      const filtered = await scim('GET', `/Groups?filter=${encodeURIComponent(`members.value eq "${memberId}"`)}`);
      expect(filtered.json().Resources.map((g: Json) => g.id)).toEqual([group.id]);

      // §3.5.2.2: remove the member by a value filter, as Okta sends it.
      response = await scim('PATCH', `/Groups/${group.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'remove', path: `members[value eq "${memberId}"]` }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().members).toEqual([]);
      expect(
        (await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: memberHeaders })).statusCode,
      ).toBe(403);
      // Entra ID removes with a value list; a member already gone changes nothing.
      response = await scim('PATCH', `/Groups/${group.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'Remove', path: 'members', value: [{ value: memberId }] }],
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('a group named as a role maps to it; PUT replaces members; DELETE takes the role away', async () => {
      const created = await scim('POST', '/Groups', {
        schemas: [CORE_GROUP],
        displayName: 'Kantine',
        members: [{ value: memberId }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = created.json();
      const kitchenRole = async () => {
        const rows = await app.database.db
          .select({ name: t.role.name })
          .from(t.userRole)
          .innerJoin(t.role, eq(t.role.id, t.userRole.roleId))
          .innerJoin(t.portalUser, eq(t.portalUser.id, t.userRole.userId))
          .where(and(eq(t.portalUser.openIdUserId, 'kim-subject'), eq(t.role.name, 'Kantine')));
        return rows.length;
      };
      expect(await kitchenRole()).toBe(1);
      // §3.5.2.3: replace members entirely.
      const replaced = await scim('PUT', `/Groups/${group.id}`, {
        schemas: [CORE_GROUP],
        displayName: 'Kantine',
        members: [],
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(await kitchenRole()).toBe(0);
      await scim('PATCH', `/Groups/${group.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'members', value: [{ value: memberId }] }],
      });
      expect(await kitchenRole()).toBe(1);
      expect((await scim('DELETE', `/Groups/${group.id}`)).statusCode).toBe(204);
      expect(await kitchenRole()).toBe(0);
      expect((await scim('GET', `/Groups/${group.id}`)).statusCode).toBe(404);
    });

    it('refuses a member who is not a user of the directory', async () => {
      const response = await scim('POST', '/Groups', {
        schemas: [CORE_GROUP],
        displayName: 'Strangers',
        members: [{ value: '2819c223-7f76-453a-919d-413861904646' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().scimType).toBe('invalidValue');
      expect(
        (await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Strangers"')}`)).json().totalResults,
      ).toBe(0);
    });

    it('leaves out members when asked (excludedAttributes=members, as Entra ID and Okta ask)', async () => {
      const response = await scim('GET', '/Groups?excludedAttributes=members');
      expect(response.statusCode).toBe(200);
      for (const group of response.json().Resources) expect(group.members).toBeUndefined();
    });
  });

  describe('deactivation ends every session and token at once', () => {
    it('Entra ID style: replace active "False" refuses the access token already issued, audited', async () => {
      const user = await createUser({ schemas: [CORE_USER], userName: 'entra@example.com', externalId: 'entra-oid' });
      const headers = await userToken('entra-oid');
      expect((await loginOpenId(headers, 'entra-oid')).statusCode).toBe(200);

      const response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().active).toBe(false);
      const refused = await loginOpenId(headers, 'entra-oid');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('invalid_token');
      const [entry] = await app.database.db
        .select()
        .from(t.auditEntry)
        .where(and(eq(t.auditEntry.entityId, user.id), eq(t.auditEntry.action, 'scim.user.deactivate')));
      expect(entry).toMatchObject({
        actorSub: `scim:${directoryId}`,
        before: { active: true },
        after: { active: false },
      });

      // Active again: the same person may sign in again.
      await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'active', value: true }],
      });
      expect((await loginOpenId(headers, 'entra-oid')).statusCode).toBe(200);
    });

    it('Okta style: a path-less replace of active ends the embedded sign-in: tokens, refresh tokens, new sign-ins', async () => {
      // The employee signs in through the embedded provider; the directory provisions them by their subject.
      const session = await signIn(app, { login: 'employee', password: 'portal-demo' });
      const headers = { authorization: `Bearer ${session.accessToken}` };
      expect((await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers })).statusCode).toBe(200);
      const user = await createUser({ schemas: [CORE_USER], userName: 'employee', externalId: demoSub('employee') });

      const response = await scim('PATCH', `/Users/${user.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', value: { active: false } }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const refused = await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers });
      expect(refused.statusCode).toBe(401);
      expect((await refresh(app, session.refreshToken)).statusCode).toBe(400);
      await expect(signIn(app, { login: 'employee', password: 'portal-demo' })).rejects.toBeInstanceOf(SignInError);
    });

    it('DELETE deactivates the portal user and takes the directory roles away', async () => {
      const user = await createUser({ schemas: [CORE_USER], userName: 'leaver@example.com', externalId: 'leaver' });
      const group = (
        await scim('POST', '/Groups', { schemas: [CORE_GROUP], displayName: 'Portal Staff 2', members: [] })
      ).json();
      const staff = await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Portal Staff"')}`);
      const staffId = staff.json().Resources[0].id;
      await scim('PATCH', `/Groups/${staffId}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'add', path: 'members', value: [{ value: user.id }] }],
      });
      const headers = await userToken('leaver');
      expect((await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers })).statusCode).toBe(200);
      expect((await scim('DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
      expect((await scim('GET', `/Users/${user.id}`)).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers })).statusCode).toBe(401);
      const [portalUser] = await app.database.db
        .select()
        .from(t.portalUser)
        .where(eq(t.portalUser.openIdUserId, 'leaver'));
      expect(portalUser!.disabledAt).not.toBeNull();
      const roles = await app.database.db.select().from(t.userRole).where(eq(t.userRole.userId, portalUser!.id));
      expect(roles).toEqual([]);
      expect(group.id).toBeTruthy();
    });
  });

  describe('discovery (RFC 7643 §5–7)', () => {
    it('describes what it offers', async () => {
      const config = (await scim('GET', '/ServiceProviderConfig')).json();
      expect(config).toMatchObject({
        patch: { supported: true },
        filter: { supported: true, maxResults: 200 },
        bulk: { supported: false },
      });
      const types = (await scim('GET', '/ResourceTypes')).json();
      expect(types.Resources.map((r: Json) => r.endpoint)).toEqual(['/Users', '/Groups']);
      const schemas = (await scim('GET', '/Schemas')).json();
      expect(schemas.Resources.map((s: Json) => s.id)).toEqual([CORE_USER, CORE_GROUP, ENTERPRISE]);
      const user = (await scim('GET', `/Schemas/${CORE_USER}`)).json();
      expect(user.attributes.find((a: Json) => a.name === 'userName')).toMatchObject({
        required: true,
        uniqueness: 'server',
      });
    });
  });

  describe('who may call', () => {
    const call = (authorization?: string) =>
      app.app.inject({ method: 'GET', url: `${SCIM}/Users`, headers: authorization ? { authorization } : {} });

    it('SCIM: no token, a wrong token, a portal access token 401; the directory token 200', async () => {
      for (const authorization of [
        undefined,
        'Bearer not-the-token',
        `Bearer ${token}x`,
        (await bearer(app, 'admin', { mfa: true })).authorization,
      ]) {
        const response = await call(authorization);
        expect(response.statusCode, authorization).toBe(401);
        expect(response.headers['www-authenticate']).toContain('Bearer');
        expect(response.json()).toMatchObject({
          schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
          status: '401',
        });
      }
      expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
    });

    it('a rotated token replaces the old one at once; a revoked one is refused', async () => {
      const admin = await bearer(app, 'admin', { mfa: true });
      const rotated = await app.app.inject({
        method: 'POST',
        url: `/portal/api/ScimDirectory/${directoryId}/token`,
        headers: admin,
      });
      expect(rotated.statusCode, rotated.body).toBe(201);
      const next = rotated.json().token as string;
      expect((await call(`Bearer ${token}`)).statusCode).toBe(401);
      expect((await call(`Bearer ${next}`)).statusCode).toBe(200);
      const [stored] = await app.database.db.select().from(t.scimDirectory).where(eq(t.scimDirectory.id, directoryId));
      expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(next);

      const revoked = await app.app.inject({
        method: 'DELETE',
        url: `/portal/api/ScimDirectory/${directoryId}/token`,
        headers: admin,
      });
      expect(revoked.statusCode).toBe(204);
      expect((await call(`Bearer ${next}`)).statusCode).toBe(401);
      const audit = await app.database.db.select().from(t.auditEntry).where(eq(t.auditEntry.entityId, directoryId));
      expect(audit.map((a) => a.action)).toEqual(
        expect.arrayContaining(['scim.directory.create', 'scim.directory.rotate-token', 'scim.directory.revoke-token']),
      );
      expect(JSON.stringify(audit)).not.toContain(stored!.tokenHash!);
      // Later tests in this file use the directory again.
      token = (
        await app.app.inject({ method: 'POST', url: `/portal/api/ScimDirectory/${directoryId}/token`, headers: admin })
      ).json().token;
    });

    it('admin API: no token 401, wrong role 403, password-only admin step-up 401, admin with second factor 201', async () => {
      const post = (headers: Record<string, string>) =>
        app.app.inject({
          method: 'POST',
          url: '/portal/api/ScimDirectory',
          headers,
          payload: { name: `d-${Math.random()}` },
        });
      expect((await post({})).statusCode).toBe(401);
      expect((await post(await bearer(app, 'sales', { mfa: true }))).statusCode).toBe(403);
      const passwordOnly = await post(await bearer(app, 'admin'));
      expect(passwordOnly.statusCode).toBe(401);
      expect(passwordOnly.headers['www-authenticate']).toContain(`acr_values="${ACR_MFA}"`);
      const created = await post(await bearer(app, 'admin', { mfa: true }));
      expect(created.statusCode).toBe(201);
      expect(created.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The list never shows a token again.
      const list = await app.app.inject({
        method: 'GET',
        url: '/portal/api/ScimDirectory',
        headers: await bearer(app, 'admin', { mfa: true }),
      });
      expect(list.body).not.toContain(created.json().token);
    });

    it('a directory route under a guarded API mount is refused, even with an administrator token', async () => {
      const scoped = Fastify({ logger: false });
      registerErrorHandling(scoped);
      registerGuard(scoped, { verifier: app.verifier, accessService: app.accessService, requiredScope: 'portal' });
      scoped.get('/misplaced', { config: { access: DIRECTORY } }, async () => ({ leaked: true }));
      const response = await scoped.inject({
        method: 'GET',
        url: '/misplaced',
        headers: await bearer(app, 'admin', { mfa: true }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('leaked');
      await scoped.close();
    });

    it('refuses a role mapping to a role that does not exist', async () => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/portal/api/ScimDirectory',
        headers: await bearer(app, 'admin', { mfa: true }),
        payload: { name: 'Broken mapping', roleMapping: { Staff: 'No such role' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    });
  });
});
