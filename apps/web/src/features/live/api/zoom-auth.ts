import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

/** The Zoom join for a class: the server checks the member's entitlement, then signs (DESIGN §7a). */
export const zoomAuth = (classId: number) => request(api['/liveCast/meeting/zoomAuth'], { body: { classId } });

export const useZoomAuth = () => useMutation({ mutationFn: zoomAuth });
