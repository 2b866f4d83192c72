import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '~machines/meetingRoom/meetingRoom.selectors';
import * as sessionSel from '~machines/session/session.selectors';
import { displayNameOf } from './bookings';
import { useActorRef, useFlow } from '~/app/machines';

export interface MeetingRoomVm {
  /** the conference frame is mounted */
  showRoom: boolean;
  connecting: boolean;
  domain: string;
  roomName: string;
  displayName: string;
  email: string;
  lang: string;
}

export interface MeetingRoomOn {
  joined(): void;
  left(): void;
  error(message?: string | null): void;
}

/**
 * The video-call room: a route-scoped meeting-room actor fed by the conferencing API's events; `domain` is the
 * conferencing service's (the app's configuration, from the route).
 */
export function useMeetingRoom(code: string | null, domain: string): { vm: MeetingRoomVm; on: MeetingRoomOn } {
  const { session } = useRouteContext({ from: '__root__' });
  const user = useSelector(session, sessionSel.selectUser);
  const lang = useSelector(session, sessionSel.selectLanguage);
  const { meetingRoom } = useFlow('meetingRoom');
  const actor = useActorRef(meetingRoom, { input: { code } });
  const showRoom = useSelector(actor, sel.selectShowsRoom);
  const status = useSelector(actor, sel.selectStatus);
  const roomName = useSelector(actor, sel.selectCode) ?? '';
  return {
    vm: {
      showRoom,
      connecting: status === 'connecting',
      domain,
      roomName,
      displayName: displayNameOf(user),
      email: user?.email ?? '',
      lang: lang ?? 'en',
    },
    on: {
      joined: () => actor.send({ type: 'call.joined' }),
      left: () => actor.send({ type: 'call.left' }),
      error: (message) => actor.send({ type: 'call.error', message: message ?? null }),
    },
  };
}
