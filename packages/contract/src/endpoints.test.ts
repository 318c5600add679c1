import { describe, expect, expectTypeOf, it } from 'vitest';
import * as calls from './endpoints';
import * as contract from './index';
import { ENDPOINTS, PROVIDER_ENDPOINTS } from './index';

/** The call descriptors by export name: every export of the entry but none of its types. */
const descriptors = Object.entries(calls) as [string, calls.ApiCall][];
const describeEndpoint = (e: { method: string; path: string; auth: boolean }) =>
  `${e.method} ${e.path} auth=${e.auth}`;

describe('call descriptors (@khel/contract/endpoints)', () => {
  it('each matches the zod endpoint of its name: same method, path and auth', () => {
    expect(descriptors.length).toBeGreaterThan(0);
    for (const [name, descriptor] of descriptors) {
      const endpoint = (contract as Record<string, unknown>)[name] as
        (typeof ENDPOINTS)[number] | undefined;
      expect(endpoint, `${name}: no zod endpoint of that name`).toBeDefined();
      expect(describeEndpoint(descriptor), name).toBe(describeEndpoint(endpoint!));
      expect(Object.keys(descriptor).sort(), name).toEqual(['auth', 'method', 'path']);
    }
  });

  it('covers every endpoint of the contract but the provider API, once', () => {
    const served = ENDPOINTS.filter(
      (endpoint) => !(PROVIDER_ENDPOINTS as readonly unknown[]).includes(endpoint),
    ).map(describeEndpoint);
    const described = descriptors.map(([, descriptor]) => describeEndpoint(descriptor));
    expect([...described].sort()).toEqual([...served].sort());
    expect(new Set(described).size).toBe(described.length);
  });

  it('leaves the provider API out: game providers call it server to server', () => {
    const paths = new Set(descriptors.map(([, descriptor]) => descriptor.path));
    for (const endpoint of PROVIDER_ENDPOINTS) expect(paths.has(endpoint.path)).toBe(false);
  });
});

describe('call descriptor types', () => {
  it('come from the zod schemas, without the common body the client adds', () => {
    expectTypeOf<
      calls.CallResponse<typeof calls.userInfoEndpoint>
    >().toEqualTypeOf<contract.TUserInfo>();
    type BankDelete = calls.CallRequest<typeof calls.bankDeleteEndpoint>;
    expectTypeOf<{ id: string; withdrawPassword: string }>().toExtend<BankDelete>();
    expectTypeOf<{ id: string }>().not.toExtend<BankDelete>();
    expectTypeOf<BankDelete['appId']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<calls.CallRequest<typeof calls.languagesEndpoint>>().toEqualTypeOf<undefined>();
  });
});
