package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A self-signed certificate for localhost and 127.0.0.1, made at test time by the JDK's keytool
 * and written as the PEM files a tournament file names ({@code tls: {certificate, key}}).
 */
record SelfSigned(Certificate certificate, Path certificatePem, Path keyPem) {
  private static final String PASSWORD = "test-only-password";

  /** Makes one in {@code dir}: {@code NAME-cert.pem} and {@code NAME-key.pem}. */
  static SelfSigned make(Path dir, String name) throws Exception {
    Path store = dir.resolve(name + ".p12");
    keytool("-genkeypair", "-alias", "relay", "-keyalg", "RSA", "-keysize", "2048",
        "-validity", "2", "-dname", "CN=localhost", "-ext", "SAN=dns:localhost,ip:127.0.0.1",
        "-storetype", "PKCS12", "-keystore", store.toString(), "-storepass", PASSWORD,
        "-keypass", PASSWORD);
    KeyStore keys = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(store)) {
      keys.load(in, PASSWORD.toCharArray());
    }
    Certificate certificate = keys.getCertificate("relay");
    PrivateKey key = (PrivateKey) keys.getKey("relay", PASSWORD.toCharArray());
    assertThat(key.getFormat()).isEqualTo("PKCS#8");
    Path cert = dir.resolve(name + "-cert.pem");
    Path keyFile = dir.resolve(name + "-key.pem");
    Files.writeString(cert, pem("CERTIFICATE", certificate.getEncoded()));
    Files.writeString(keyFile, pem("PRIVATE KEY", key.getEncoded()));
    return new SelfSigned(certificate, cert, keyFile);
  }

  private static String pem(String type, byte[] der) {
    return "-----BEGIN " + type + "-----\n"
        + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
        + "\n-----END " + type + "-----\n";
  }

  private static void keytool(String... args) throws Exception {
    Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
    List<String> command = new ArrayList<>(List.of(keytool.toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("keytool finished").isTrue();
    assertThat(p.exitValue()).as(said).isZero();
  }
}
