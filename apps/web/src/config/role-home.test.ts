import { describe, expect, it } from 'vitest';

import { roleHomeHref, safeRedirect } from './role-home';

describe('roleHomeHref', () => {
  it('sends each role to its dashboard and everyone else home', () => {
    expect(roleHomeHref('broker')).toBe('/broker');
    expect(roleHomeHref('trucker')).toBe('/trucker');
    expect(roleHomeHref('admin')).toBe('/admin');
    expect(roleHomeHref(null)).toBe('/');
  });
});

describe('safeRedirect', () => {
  it('keeps same-origin paths and drops everything else', () => {
    expect(safeRedirect('/broker/loads?page=2')).toBe('/broker/loads?page=2');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example/')).toBeNull();
    expect(safeRedirect('/auth?tab=signup')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
