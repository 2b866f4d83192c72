import { usePlayer, type PlayerOptions } from './usePlayer';
import { PlayerView } from './PlayerView';
import { usePageHead } from '~/components/usePageHead';

/** One playback of one stream: remount (key) it to play another. */
export function VideoPlayer(props: PlayerOptions) {
  const { vm, on, videoRef, stageRef } = usePlayer(props);
  usePageHead(props.title);
  return <PlayerView vm={vm} on={on} videoRef={videoRef} stageRef={stageRef} />;
}
