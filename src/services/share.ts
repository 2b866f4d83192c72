/**
 * Sharing a link: the browser's share sheet (Web Share) where it has one, else the link copied to the clipboard.
 * The member closing the sheet is no failure; a sheet the browser refuses falls back to the clipboard.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareTarget {
  title: string;
  url: string;
}

type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;

export async function shareLink(target: ShareTarget, nav: Partial<ShareNavigator> = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(target))) {
    try {
      await nav.share(target);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      // refused (no user gesture left, a policy): the clipboard below
    }
  }
  try {
    if (!nav.clipboard?.writeText) return 'failed';
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
