// The plain-address check both engines use before an email leaves (issue 43, point 11).
import { describe, expect, it } from 'vitest';
import { addressFault, plainAddressList } from './addresses.ts';

const fault = (what: string, value: unknown) => `${what}: ${JSON.stringify(value)} is not a plain email address (one local@domain, without a display name, group, comma or line break)`;

describe('addressFault', () => {
  it('accepts one plain address, international ones too', () => {
    for (const value of ['a@x.test', "o'hara+tag@mail.example.com", 'jörg@bücher.example', 'root@localhost']) expect(addressFault('to', value), value).toBeUndefined();
  });

  it('refuses line breaks, control characters, groups, display names, comments, quotes and lists, naming the value', () => {
    for (const value of ['a@x.test\r\nBcc: v@y.test', 'a@x.test\n', 'a@x.test\u0000', 'g: v@y.test;', 'Ann <v@y.test>', '<v@y.test>', 'a@x.test (v@y.test)', '"a"@x.test', 'a@x.test, v@y.test', 'a @x.test', 'a@b@c', 'ax.test', '', 42, null])
      expect(addressFault('to', value), JSON.stringify(value)).toBe(fault('to', value));
  });
});

describe('plainAddressList', () => {
  it('takes an array, or addresses separated by commas or semicolons', () => {
    expect(plainAddressList('to', ['a@x.test', 'b@x.test'])).toEqual({ addresses: ['a@x.test', 'b@x.test'] });
    expect(plainAddressList('to', ' a@x.test, b@x.test ;c@x.test ')).toEqual({ addresses: ['a@x.test', 'b@x.test', 'c@x.test'] });
  });

  it('refuses a value with a line break or a group whole, an item that is not plain, and no recipient', () => {
    expect(plainAddressList('to', 'a@x.test\r\nBcc: v@y.test')).toEqual({ fault: fault('to', 'a@x.test\r\nBcc: v@y.test') });
    expect(plainAddressList('to', 'team: a@x.test, v@y.test;')).toEqual({ fault: fault('to', 'team: a@x.test, v@y.test;') });
    expect(plainAddressList('to', 'a@x.test, Ann <v@y.test>')).toEqual({ fault: fault('to', 'Ann <v@y.test>') });
    expect(plainAddressList('to', ['a@x.test', { address: 'v@y.test' }])).toEqual({ fault: fault('to', { address: 'v@y.test' }) });
    expect(plainAddressList('to', ' , ')).toEqual({ fault: 'to: names no recipient' });
    expect(plainAddressList('to', [])).toEqual({ fault: 'to: names no recipient' });
  });
});
