/**
 * Getting bytes to and from DGT boards: the {@link org.touchmove.hardware.transport.BoardLink} byte
 * pipe and its implementations (serial ports through jSerialComm, raw TCP to a serial server), the
 * pure session state machine {@link org.touchmove.hardware.transport.BoardSession} (handshake,
 * keep-alive, resynchronisation, reconnect back-off), the runtime that drives it on one thread per
 * board ({@link org.touchmove.hardware.transport.BoardConnection}), and port discovery ({@link
 * org.touchmove.hardware.transport.BoardDiscovery}). See docs/transports.md.
 */
package org.touchmove.hardware.transport;
