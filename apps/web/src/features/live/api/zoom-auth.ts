import { useMutation } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** The Zoom join for a class: the server checks the member's entitlement, then signs (DESIGN §7a). */
export const zoomAuth = (classId: number) => request('/liveCast/meeting/zoomAuth', { body: { classId } });

export const useZoomAuth = () => useMutation({ mutationFn: zoomAuth });
