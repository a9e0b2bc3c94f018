import { useMutation } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const addFeedback = (content: string) => request('/site/feedback/add', { body: { content } });

export const useAddFeedback = () => useMutation({ mutationFn: addFeedback });
