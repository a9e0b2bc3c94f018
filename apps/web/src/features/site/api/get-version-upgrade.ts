import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits, type VersionInfo } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchVersionUpgrade = (signal?: AbortSignal): Promise<VersionInfo | null> =>
  request('/site/versionUpgrade/get', { body: { versionCode: limits.versionCode }, signal });

/** A published version newer than the one running. */
export const isNewerVersion = (info: VersionInfo | null | undefined): info is VersionInfo =>
  Boolean(info && info.versionCode > limits.versionCode);

export const versionUpgradeQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'versionUpgrade', limits.versionCode] as const,
    queryFn: ({ signal }) => fetchVersionUpgrade(signal),
    // The upgrade page asks again on every visit rather than trusting the start-up answer.
    staleTime: 0,
  });

export const useVersionUpgrade = () => useQuery(versionUpgradeQueryOptions());
