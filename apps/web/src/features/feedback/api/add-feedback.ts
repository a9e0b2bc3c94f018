import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const addFeedback = (content: string) => request(api['/site/feedback/add'], { body: { content } });

export const useAddFeedback = () => useMutation({ mutationFn: addFeedback });
