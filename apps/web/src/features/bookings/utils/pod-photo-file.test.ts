import { POD_PHOTO } from '@haulclub/shared';
import { describe, expect, it } from 'vitest';

import { podPhotoProblem, POD_PHOTO_ACCEPT } from './pod-photo-file';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'pod', { type });

describe('podPhotoProblem', () => {
  it('accepts JPEG, PNG and WebP up to the limit', () => {
    expect(POD_PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    for (const type of POD_PHOTO.contentTypes) expect(podPhotoProblem(file(type, 1000))).toBeNull();
    expect(podPhotoProblem(file('image/png', POD_PHOTO.maxBytes))).toBeNull();
  });

  it('refuses other types and files over the limit', () => {
    expect(podPhotoProblem(file('image/gif', 10))).toBe('Choose a JPEG, PNG or WebP image.');
    expect(podPhotoProblem(file('application/pdf', 10))).toBe('Choose a JPEG, PNG or WebP image.');
    expect(podPhotoProblem(file('image/jpeg', POD_PHOTO.maxBytes + 1))).toMatch(/at most 5 MB/);
  });
});
