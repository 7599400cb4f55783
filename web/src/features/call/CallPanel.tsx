/**
 * The call panel above a call's conversation (issue 26): the other side's video (an avatar in a
 * voice call, or while their camera is off) with this side's preview, the connection and network
 * quality, the clock, and the controls — mute, camera, camera switch, speaker and end. When the
 * microphone or camera cannot be used it says why, in the page's language, and offers to continue
 * as a written chat (before the clock started, per minute) or to end.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { RoomState, Side } from "@contract/consultations";
import { callIcons, LineIcon } from "../../components/LineIcon";
import { formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { clockLabel } from "../chat/format";
import type { Call, CallSnapshot, MediaFailure } from "./peer";
import type { Quality } from "./quality";

/** Shows a stream in a media element (React has no `srcObject` attribute). */
function useStream<T extends HTMLMediaElement>(stream: MediaStream | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  return ref;
}

/** The browser can send a page's sound to a chosen output (`HTMLMediaElement.setSinkId`). */
const canChooseOutput = () => typeof HTMLMediaElement !== "undefined" && "setSinkId" in HTMLMediaElement.prototype;

const failureText: Record<MediaFailure, () => string> = {
  denied: m.call_failure_denied,
  "no-device": m.call_failure_no_device,
  busy: m.call_failure_busy,
  unsupported: m.call_failure_unsupported,
};

const qualityText: Record<Quality, () => string> = { good: m.call_quality_good, fair: m.call_quality_fair, poor: m.call_quality_poor };

/** Three bars, as many lit as the grade is good; the words are the accessible label. */
function QualityBars({ quality }: { quality: Quality | null }) {
  const lit = quality === "good" ? 3 : quality === "fair" ? 2 : quality === "poor" ? 1 : 0;
  const color = quality === "good" ? "bg-green-400" : quality === "fair" ? "bg-amber-400" : "bg-red-400";
  const label = m.call_quality({ quality: quality ? qualityText[quality]() : m.call_quality_unknown() });
  return (
    <span className="flex items-end gap-0.5" role="img" aria-label={label} title={label} data-testid="call-quality" data-quality={quality ?? "unknown"}>
      {[1, 2, 3].map((bar) => (
        <span key={bar} className={`w-1 rounded-sm ${bar <= lit ? color : "bg-white/30"}`} style={{ height: `${4 + bar * 4}px` }} />
      ))}
    </span>
  );
}

function ControlButton({
  label,
  icon,
  onClick,
  pressed,
  disabled,
  danger,
  testId,
  title,
}: {
  label: string;
  icon: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  danger?: boolean;
  testId: string;
  title?: string;
}) {
  const tone = danger ? "bg-red-600 text-white hover:bg-red-700" : pressed ? "bg-white text-gray-900" : "bg-white/15 text-white hover:bg-white/25";
  return (
    <button
      type="button"
      className={`flex min-w-0 flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs leading-tight disabled:opacity-40 ${tone}`}
      onClick={onClick}
      aria-pressed={pressed}
      disabled={disabled}
      title={title ?? label}
      data-testid={testId}
    >
      <LineIcon d={icon} />
      <span className="max-w-full break-words text-center">{label}</span>
    </button>
  );
}

/**
 * Where the other side's sound plays: a choice of outputs where the browser can send sound to one
 * (`setSinkId`) and the device has several; else a line saying that the speaker button only turns
 * the sound off and on.
 */
function OutputChoice({ remoteAudio, otherName }: { remoteAudio: HTMLAudioElement | null; otherName: string }) {
  const [outputs, setOutputs] = useState<MediaDeviceInfo[]>([]);
  const [chosen, setChosen] = useState("");
  const choose = canChooseOutput();
  useEffect(() => {
    if (!choose || !navigator.mediaDevices?.enumerateDevices) return;
    void navigator.mediaDevices.enumerateDevices().then((all) => setOutputs(all.filter((d) => d.kind === "audiooutput")), () => undefined);
  }, [choose]);
  if (!choose || outputs.length < 2) {
    return (
      <p className="mt-2 text-center text-xs text-white/70" data-testid="call-speaker-note">
        {m.call_speaker_note({ name: otherName })}
      </p>
    );
  }
  return (
    <label className="mt-2 flex flex-wrap items-center gap-2 text-xs text-white" data-testid="call-output">
      <span>{m.call_output_label()}</span>
      <select
        className="min-w-0 flex-1 rounded-lg bg-white/15 px-2 py-1 text-white"
        value={chosen}
        onChange={(e) => {
          const deviceId = e.currentTarget.value;
          setChosen(deviceId);
          void (remoteAudio as (HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> }) | null)?.setSinkId?.(deviceId).catch(() => undefined);
        }}
      >
        {outputs.map((d, i) => (
          <option key={d.deviceId || i} value={d.deviceId} className="text-gray-900">
            {d.label || (d.deviceId === "default" ? m.call_output_default() : m.call_output_numbered({ number: formatNumber(i + 1) }))}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface CallPanelProps {
  kind: "call" | "video";
  side: Side;
  otherName: string;
  otherImage: string | null;
  call: Call | null;
  snapshot: CallSnapshot;
  state: RoomState | null;
  servedMs: number;
  /** Offered when the media failed before the clock started on a per-minute plan. */
  canContinueAsChat: boolean;
  onAsChat: () => void;
  onEnd: () => void;
  ending: boolean;
}

export function CallPanel(props: CallPanelProps) {
  const { kind, side, otherName, otherImage, call, snapshot, state } = props;
  const remoteVideo = useStream<HTMLVideoElement>(kind === "video" ? snapshot.remote : null);
  const remoteAudio = useStream<HTMLAudioElement>(snapshot.remote);
  const localVideo = useStream<HTMLVideoElement>(kind === "video" ? snapshot.local : null);
  const [soundOn, setSoundOn] = useState(true);
  useEffect(() => {
    if (remoteAudio.current) remoteAudio.current.muted = !soundOn;
  }, [soundOn, remoteAudio]);

  const otherSide: Side = side === "user" ? "astrologer" : "user";
  const remoteMedia = state?.media[otherSide] ?? snapshot.remoteMedia;
  const showRemoteVideo = kind === "video" && snapshot.phase === "connected" && remoteMedia?.video !== false;
  const started = state?.startedAtMs != null;
  const phaseText = (() => {
    switch (snapshot.phase) {
      case "idle":
      case "starting":
        return m.call_state_starting();
      case "connecting":
        return remoteMedia ? m.call_state_connecting() : m.call_state_waiting_other({ name: otherName });
      case "connected":
        return m.call_state_connected();
      case "reconnecting":
        return m.call_state_reconnecting();
      default:
        return "";
    }
  })();

  let failure: ReactNode = null;
  if (snapshot.failure) {
    failure = (
      <div className="rounded-xl bg-white p-3 text-gray-900" role="alert" data-testid="call-failure" data-failure={snapshot.failure}>
        <p className="font-medium">{failureText[snapshot.failure]()}</p>
        {props.canContinueAsChat ? (
          <>
            <p className="mt-1 text-sm text-gray-700">{m.call_continue_chat_note()}</p>
            <span className="mt-2 flex flex-wrap gap-2">
              <button type="button" className="btn-primary" onClick={props.onAsChat} data-testid="call-as-chat">
                {m.call_continue_chat()}
              </button>
              <button type="button" className="btn border border-red-300 text-red-700 hover:bg-red-50" disabled={props.ending} onClick={props.onEnd} data-testid="call-failure-end">
                {m.call_end()}
              </button>
            </span>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-gray-700">{m.call_end_instead()}</p>
            <button type="button" className="btn mt-2 bg-red-600 text-white hover:bg-red-700" disabled={props.ending} onClick={props.onEnd} data-testid="call-failure-end">
              {m.call_end()}
            </button>
          </>
        )}
      </div>
    );
  }

  return (
    <section
      className="overflow-hidden rounded-2xl bg-gray-900 text-white"
      aria-label={m.call_panel_title({ name: otherName })}
      data-testid="call-panel"
      data-phase={snapshot.phase}
      data-kind={kind}
    >
      <div className={`relative flex items-center justify-center ${kind === "video" ? "aspect-[4/3] max-h-[60vh] sm:aspect-video" : "py-8"}`}>
        <video ref={remoteVideo} autoPlay playsInline muted className={`absolute inset-0 h-full w-full object-cover ${showRemoteVideo ? "" : "hidden"}`} data-testid="call-remote-video" />
        <audio ref={remoteAudio} autoPlay data-testid="call-remote-audio" />
        {!showRemoteVideo && (
          <div className="flex flex-col items-center gap-2 px-4 text-center">
            <span aria-hidden="true" className="relative flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-700">
              {otherName.charAt(0).toUpperCase()}
              {otherImage && <img src={otherImage} alt="" width="80" height="80" className="absolute inset-0 h-20 w-20 rounded-full object-cover" onError={(e) => (e.currentTarget.style.display = "none")} />}
            </span>
            <p className="font-semibold">{otherName}</p>
            {kind === "video" && snapshot.phase === "connected" && remoteMedia?.video === false && <p className="text-sm text-white/80">{m.call_their_camera_off({ name: otherName })}</p>}
          </div>
        )}
        {kind === "video" && snapshot.local && (
          <div className="absolute bottom-2 right-2 w-24 overflow-hidden rounded-lg border border-white/40 bg-black sm:w-36">
            <video ref={localVideo} autoPlay playsInline muted className={`aspect-[3/4] w-full object-cover sm:aspect-video ${snapshot.cameraOn ? "" : "invisible"}`} data-testid="call-local-video" />
            <span className="absolute left-1 top-1 rounded bg-black/60 px-1 text-[10px]">{m.call_you()}</span>
          </div>
        )}
        <div className="absolute left-2 right-2 top-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          {phaseText ? (
            <span className="flex items-center gap-2 rounded-full bg-black/50 px-2.5 py-1" role="status" data-testid="call-status">
              {snapshot.phase === "connected" && <QualityBars quality={snapshot.quality} />}
              <span>{phaseText}</span>
            </span>
          ) : (
            <span />
          )}
          {started && state && (
            <span className="rounded-full bg-black/50 px-2.5 py-1 tabular-nums" data-testid="call-clock">
              {clockLabel(props.servedMs, state.minuteMs)}
              {state.paused && ` · ${m.call_paused()}`}
            </span>
          )}
        </div>
        {remoteMedia && remoteMedia.connected && !remoteMedia.audio && (
          <p className="absolute bottom-2 left-2 rounded-full bg-black/60 px-2.5 py-1 text-xs">{m.call_their_mic_off({ name: otherName })}</p>
        )}
      </div>
      <div className="p-2">
        {failure ?? (
          <div className={`grid gap-1.5 ${kind === "video" ? "grid-cols-5" : "grid-cols-3"}`} data-testid="call-controls">
            <ControlButton
              label={snapshot.micOn ? m.call_mute() : m.call_unmute()}
              icon={snapshot.micOn ? callIcons.mic : callIcons.micOff}
              pressed={!snapshot.micOn}
              disabled={!snapshot.local}
              onClick={() => call?.setMic(!snapshot.micOn)}
              testId="call-mute"
            />
            {kind === "video" && (
              <>
                <ControlButton
                  label={snapshot.cameraOn ? m.call_camera_off() : m.call_camera_on()}
                  icon={snapshot.cameraOn ? callIcons.camera : callIcons.cameraOff}
                  pressed={!snapshot.cameraOn}
                  disabled={!snapshot.local}
                  onClick={() => call?.setCamera(!snapshot.cameraOn)}
                  testId="call-camera"
                />
                <ControlButton
                  label={m.call_switch_camera()}
                  icon={callIcons.flip}
                  disabled={snapshot.cameras < 2}
                  title={snapshot.cameras < 2 ? m.call_switch_camera_one() : undefined}
                  onClick={() => void call?.switchCamera()}
                  testId="call-switch-camera"
                />
              </>
            )}
            <ControlButton
              label={soundOn ? m.call_sound_off() : m.call_sound_on()}
              icon={soundOn ? callIcons.speaker : callIcons.speakerOff}
              pressed={!soundOn}
              onClick={() => setSoundOn(!soundOn)}
              testId="call-speaker"
            />
            <ControlButton label={m.call_end()} icon={callIcons.hangUp} danger disabled={props.ending} onClick={props.onEnd} testId="call-end" />
          </div>
        )}
        {!failure && <OutputChoice remoteAudio={remoteAudio.current} otherName={otherName} />}
        <p className="mt-2 text-center text-xs text-white/60">{m.call_not_recorded()}</p>
      </div>
    </section>
  );
}
