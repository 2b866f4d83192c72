/*
 * Fake Jitsi Meet external API for the demo and the e2e tests (openapi/fake/README.md). Loaded before the app, it defines
 * window.JitsiMeetExternalAPI so that @jitsi/react-sdk reuses it instead of loading https://<domain>/external_api.js.
 * It renders an accessible stand-in of the call into parentNode and fires the events the app listens to:
 *   videoConferenceJoined shortly after creation; videoConferenceLeft and readyToClose on "Leave";
 *   errorOccurred on "Simulate error" (and when the room name contains "fail").
 * Plain ES5 on purpose.
 */
(function () {
  'use strict';

  function JitsiMeetExternalAPI(domain, options) {
    if (!(this instanceof JitsiMeetExternalAPI)) return new JitsiMeetExternalAPI(domain, options);
    options = options || {};
    var self = this;
    this._domain = domain;
    this._options = options;
    this._handlers = {};
    this._disposed = false;
    this._audioMuted = false;
    this._videoMuted = false;
    var roomName = options.roomName || 'room';
    var displayName = (options.userInfo && options.userInfo.displayName) || '';
    this._displayName = displayName;

    var frame = document.createElement('div');
    frame.setAttribute('data-fake-jitsi', roomName);
    frame.setAttribute('role', 'region');
    frame.setAttribute('aria-label', 'Video call ' + roomName);
    frame.style.width = typeof options.width === 'number' ? options.width + 'px' : options.width || '100%';
    frame.style.height = typeof options.height === 'number' ? options.height + 'px' : options.height || '100%';
    frame.style.minHeight = '240px';
    frame.style.display = 'flex';
    frame.style.flexDirection = 'column';
    frame.style.alignItems = 'center';
    frame.style.justifyContent = 'center';
    frame.style.gap = '12px';
    frame.style.background = '#111';
    frame.style.color = '#fff';
    frame.style.fontFamily = 'system-ui, sans-serif';

    var title = document.createElement('h2');
    title.textContent = 'Fake call: ' + roomName;
    var who = document.createElement('p');
    who.textContent = displayName ? 'You are ' + displayName : 'Anonymous participant';
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = 'Connecting…';
    var leave = document.createElement('button');
    leave.type = 'button';
    leave.textContent = 'Leave';
    leave.addEventListener('click', function () {
      self.executeCommand('hangup');
    });
    var fail = document.createElement('button');
    fail.type = 'button';
    fail.textContent = 'Simulate error';
    fail.addEventListener('click', function () {
      self._emit('errorOccurred', {
        error: { name: 'conference.connectionError', message: 'Connection lost', isFatal: true },
      });
    });
    frame.appendChild(title);
    frame.appendChild(who);
    frame.appendChild(status);
    frame.appendChild(leave);
    frame.appendChild(fail);
    this._frame = frame;
    this._status = status;
    if (options.parentNode) options.parentNode.appendChild(frame);

    setTimeout(function () {
      if (self._disposed) return;
      if (typeof options.onload === 'function') options.onload();
      if (/fail/.test(roomName)) {
        status.textContent = 'Connection failed';
        self._emit('errorOccurred', {
          error: { name: 'conference.connectionError', message: 'Connection failed', isFatal: true },
        });
        return;
      }
      status.textContent = 'Connected';
      self._emit('videoConferenceJoined', { roomName: roomName, id: 'fake-participant', displayName: displayName });
    }, 300);
  }

  JitsiMeetExternalAPI.prototype._emit = function (event, payload) {
    var list = (this._handlers[event] || []).slice();
    for (var i = 0; i < list.length; i++) list[i](payload);
  };

  JitsiMeetExternalAPI.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  JitsiMeetExternalAPI.prototype.addListener = JitsiMeetExternalAPI.prototype.on;
  JitsiMeetExternalAPI.prototype.addEventListener = JitsiMeetExternalAPI.prototype.on;

  JitsiMeetExternalAPI.prototype.off = function (event, handler) {
    var list = this._handlers[event] || [];
    this._handlers[event] = handler
      ? list.filter(function (h) {
          return h !== handler;
        })
      : [];
    return this;
  };
  JitsiMeetExternalAPI.prototype.removeListener = JitsiMeetExternalAPI.prototype.off;
  JitsiMeetExternalAPI.prototype.removeEventListener = JitsiMeetExternalAPI.prototype.off;

  JitsiMeetExternalAPI.prototype.addEventListeners = function (map) {
    for (var k in map) if (Object.prototype.hasOwnProperty.call(map, k)) this.on(k, map[k]);
  };

  JitsiMeetExternalAPI.prototype.executeCommand = function (command) {
    var self = this;
    if (command === 'hangup') {
      this._status.textContent = 'Call ended';
      setTimeout(function () {
        self._emit('videoConferenceLeft', { roomName: self._options.roomName });
        self._emit('readyToClose', {});
      }, 50);
    } else if (command === 'toggleAudio') {
      this._audioMuted = !this._audioMuted;
      this._emit('audioMuteStatusChanged', { muted: this._audioMuted });
    } else if (command === 'toggleVideo') {
      this._videoMuted = !this._videoMuted;
      this._emit('videoMuteStatusChanged', { muted: this._videoMuted });
    } else if (command === 'displayName') {
      this._displayName = arguments[1];
    }
  };

  JitsiMeetExternalAPI.prototype.executeCommands = function (commands) {
    for (var k in commands) if (Object.prototype.hasOwnProperty.call(commands, k)) this.executeCommand(k, commands[k]);
  };

  JitsiMeetExternalAPI.prototype.isAudioMuted = function () {
    return Promise.resolve(this._audioMuted);
  };
  JitsiMeetExternalAPI.prototype.isVideoMuted = function () {
    return Promise.resolve(this._videoMuted);
  };
  JitsiMeetExternalAPI.prototype.getIFrame = function () {
    return this._frame;
  };
  JitsiMeetExternalAPI.prototype.getDisplayName = function () {
    return this._displayName;
  };
  JitsiMeetExternalAPI.prototype.dispose = function () {
    this._disposed = true;
    this._handlers = {};
    if (this._frame && this._frame.parentNode) this._frame.parentNode.removeChild(this._frame);
  };

  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
  window.__FAKE_JITSI__ = true;
})();
