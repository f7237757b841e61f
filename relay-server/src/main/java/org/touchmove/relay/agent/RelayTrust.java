package org.touchmove.relay.agent;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.util.Collection;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * Which relay certificates an agent trusts on {@code wss:}: Java's own trusted authorities by
 * default, or exactly the certificates of a PEM file ({@code touchmove agent --trust FILE}): the
 * relay's self-signed certificate, or the authority that signed it.
 */
public final class RelayTrust {
  private RelayTrust() {}

  /** What Java trusts (public authorities, such as Let's Encrypt's). */
  public static SSLContext system() {
    try {
      return SSLContext.getDefault();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("Java has no default TLS context", e);
    }
  }

  /**
   * Trusts the certificates in {@code pem} ({@code -----BEGIN CERTIFICATE-----} blocks) and
   * nothing else.
   *
   * @throws IOException when the file cannot be read or holds no certificate, with a message for
   *     the operator
   */
  public static SSLContext fromPem(Path pem) throws IOException {
    String text;
    try {
      text = Files.readString(pem, StandardCharsets.US_ASCII);
    } catch (IOException e) {
      throw new IOException("cannot read " + pem + ": " + e.getMessage(), e);
    }
    if (!text.contains("-----BEGIN CERTIFICATE-----")) {
      throw new IOException(pem + " holds no PEM certificate (-----BEGIN CERTIFICATE-----); give the relay's "
          + "certificate file (its tls.certificate) or the authority that signed it");
    }
    try {
      Collection<? extends Certificate> certificates = CertificateFactory.getInstance("X.509")
          .generateCertificates(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
      KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
      store.load(null, null);
      int i = 0;
      for (Certificate c : certificates) {
        store.setCertificateEntry("relay-" + i++, c);
      }
      TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      trust.init(store);
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(null, trust.getTrustManagers(), null);
      return context;
    } catch (CertificateException e) {
      throw new IOException(pem + " is not a readable certificate: " + e.getMessage(), e);
    } catch (GeneralSecurityException e) {
      throw new IOException("cannot trust " + pem + ": " + e.getMessage(), e);
    }
  }
}
