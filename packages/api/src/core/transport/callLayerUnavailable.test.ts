import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCallLayer } from '../reset';
import { ApiHttpError } from '../responseCodes/apiErrors';
import { client } from './client';
import { getJson } from './request';

// The call layer's file is gone (a deployment replaced it): importing it fails as a browser's would.
vi.mock('./axiosClient', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/axiosClient-old.js');
});

afterEach(() => resetCallLayer());

describe('the call layer loaded on the first call', () => {
  it('when its code cannot be loaded, the host is told and the call fails as a network error', async () => {
    const callLayerUnavailable = vi.fn();
    resetCallLayer({ callLayerUnavailable });
    await expect(client()).rejects.toThrow();
    await expect(getJson('/probe', {}, { silent: true })).rejects.toBeInstanceOf(ApiHttpError);
    expect(callLayerUnavailable).toHaveBeenCalledTimes(2);
    expect(callLayerUnavailable.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });
});
