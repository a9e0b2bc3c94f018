import { useState } from 'react';
import type { EngageFamily, Mark } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageLoader } from '../../../components/page-loader';
import { useMemberMarks } from '../api/get-member-marks';
import { CommentItem } from './comment-item';
import { FamilyEmpty } from './family-empty';
import { FamilyTabs } from './family-tabs';
import { ReplyPopup } from './reply-popup';
import './comments.css';

function MemberCommentList({ family, email }: { family: EngageFamily; email?: string }) {
  const list = useMemberMarks(family, email);
  const [open, setOpen] = useState<Mark | null>(null);
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  // My own comments say how to write one; another member's just that there are none.
  if (list.records.length === 0)
    return email === undefined ? <FamilyEmpty family={family} list="myComments" /> : <Empty />;
  return (
    <div className="comments comments--member" data-testid="member-comments">
      {list.records.map((m) => (
        <CommentItem key={m.id} family={family} mark={m} onReplies={setOpen} showTarget />
      ))}
      <ListFooter {...list.footer} />
      <ReplyPopup family={family} mark={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** My Comments (no email) or another member's comments (the user centre), in tabs per family. */
export function MemberComments({ email }: { email?: string }) {
  return (
    <FamilyTabs testId="member-comment-tabs">
      {(family) => <MemberCommentList family={family} email={email} />}
    </FamilyTabs>
  );
}
