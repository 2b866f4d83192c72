/**
 * The full-screen video-call room (spec §2 account/bookings/{meetingCode}, §4 Video call): the conferencing
 * service's embedded API with the spec's toolbar (desktop share, microphone, camera, fullscreen, device selection,
 * video quality) plus hang-up; joined, left and error events go to the meeting-room machine.
 */
import { useRef } from 'react';
import { JitsiMeeting } from '@jitsi/react-sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '~/components/Spinner';
import type { MeetingRoomOn, MeetingRoomVm } from './useMeetingRoom';
import './bookings.css';
import { usePageHead } from '~/components/usePageHead';

/** spec §4 Video call toolbar (device selection is Jitsi's "settings"), plus hang-up to leave. */
export const TOOLBAR_BUTTONS = ['desktop', 'microphone', 'camera', 'fullscreen', 'settings', 'videoquality', 'hangup'];

interface ConferenceApi {
  on(event: string, handler: (payload: unknown) => void): unknown;
}

export function MeetingRoomView({ vm, on }: { vm: MeetingRoomVm; on: MeetingRoomOn }) {
  const { t } = useLingui();
  usePageHead(t({ id: 'meeting.title', message: 'Video call' }));
  // the API's events keep firing into the latest callbacks, however often the view re-renders
  const handlers = useRef(on);
  handlers.current = on;
  return (
    <div className="meeting-room" role="main" aria-label={t({ id: 'meeting.title', message: 'Video call' })}>
      {vm.connecting ? (
        <div className="meeting-room__status" role="status">
          <Spinner label="" />
          <Trans id="meeting.connecting">Connecting to the call…</Trans>
        </div>
      ) : null}
      {vm.showRoom ? (
        <JitsiMeeting
          domain={vm.domain}
          roomName={vm.roomName}
          lang={vm.lang}
          userInfo={{ displayName: vm.displayName, email: vm.email }}
          configOverwrite={{
            toolbarButtons: TOOLBAR_BUTTONS,
            prejoinConfig: { enabled: false },
            disableDeepLinking: true,
          }}
          interfaceConfigOverwrite={{ TOOLBAR_BUTTONS }}
          getIFrameRef={(node) => {
            node.style.height = '100%';
            node.style.width = '100%';
          }}
          onApiReady={(api) => {
            const conference = api as unknown as ConferenceApi;
            conference.on('videoConferenceJoined', () => handlers.current.joined());
            conference.on('videoConferenceLeft', () => handlers.current.left());
            conference.on('errorOccurred', (payload) => {
              const error = (payload as { error?: { message?: string; isFatal?: boolean } } | undefined)?.error;
              if (error?.isFatal === false) return;
              handlers.current.error(error?.message ?? null);
            });
          }}
          onReadyToClose={() => handlers.current.left()}
        />
      ) : null}
    </div>
  );
}
