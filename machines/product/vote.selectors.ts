/** View model of the vote and favourite buttons. */
import type { SnapshotFrom } from 'xstate';
import type { voteMachine } from './voteMachine';

export type VoteSnapshot = SnapshotFrom<typeof voteMachine>;

export const selectLike = (s: VoteSnapshot) => s.context.like;
export const selectLiked = (s: VoteSnapshot): boolean => s.context.like === 1;
export const selectDisliked = (s: VoteSnapshot): boolean => s.context.like === -1;
export const selectFavorite = (s: VoteSnapshot): boolean => s.context.favorite;
export const selectVoting = (s: VoteSnapshot): boolean => s.hasTag('voting');
export const selectFavouriting = (s: VoteSnapshot): boolean => s.hasTag('favouriting');

/** What the vote reports to the page it runs in (each of its changes): what its buttons show. */
export interface VoteView {
  liked: boolean;
  disliked: boolean;
  favorite: boolean;
  voting: boolean;
  favouriting: boolean;
}

export const selectVoteView = (s: VoteSnapshot): VoteView => ({
  liked: selectLiked(s),
  disliked: selectDisliked(s),
  favorite: selectFavorite(s),
  voting: selectVoting(s),
  favouriting: selectFavouriting(s),
});
