import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { versionUpgradePath } from '../config/paths';
import { isNewerVersion, versionUpgradeQueryOptions } from '../features/site/api/get-version-upgrade';

/** At start, ask once whether a newer version is published and, if so, show the upgrade prompt. */
export function useStartupVersionCheck(): void {
  const { data } = useQuery({ ...versionUpgradeQueryOptions(), staleTime: Infinity });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const prompted = useRef(false);

  useEffect(() => {
    if (prompted.current || !isNewerVersion(data)) return;
    prompted.current = true;
    if (pathname !== versionUpgradePath) navigate(versionUpgradePath);
  }, [data, navigate, pathname]);
}
