package org.touchmove.relay.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the command line in-process and captures what it prints. */
record CliRun(int exitCode, String out, String err) {
  static CliRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = new CommandLine(new TouchmoveMain());
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    int code = cli.execute(args);
    return new CliRun(code, out.toString(), err.toString());
  }

  String lastLine() {
    String[] lines = out.strip().split("\n");
    return lines[lines.length - 1];
  }
}
