package org.fpsforecast.server;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * SIGHUP for {@code serve}, handled from the first moments of the process: the JVM's default (a shutdown) is replaced
 * before the catalog loads, so a SIGHUP sent while the server starts is logged and ignored instead of killing it with an
 * empty log; once serving, SIGHUP does what {@link #onHangup} says (reload the catalog with {@code --data}). Uses
 * {@code sun.misc.Signal} (module jdk.unsupported) through reflection, as Java has no public signal API.
 */
public final class Hangup {
    private static final Logger LOG = LoggerFactory.getLogger(Hangup.class);

    /** What the process does with SIGHUP. */
    public enum State {
        /** The handler is installed. */
        HANDLED,
        /** SIGHUP was ignored when the process started (e.g. under nohup): the JVM cannot handle it. */
        IGNORED_BY_PARENT,
        /** No SIGHUP on this platform, or no access to the signal API. */
        UNAVAILABLE
    }

    private static final AtomicReference<Runnable> ACTION = new AtomicReference<>(
            () -> LOG.info("SIGHUP received while the server is starting: ignored (it reloads the catalog once the"
                    + " server serves with --data)"));

    private static volatile State state;

    private Hangup() {}

    /** Installs the handler (once per process; later calls return the first outcome). */
    public static synchronized State install() {
        if (state == null) {
            state = register();
        }
        return state;
    }

    /** From now on SIGHUP runs {@code action}. */
    static void onHangup(Runnable action) {
        ACTION.set(action);
    }

    private static State register() {
        try {
            Class<?> signalType = Class.forName("sun.misc.Signal");
            Class<?> handlerType = Class.forName("sun.misc.SignalHandler");
            Object hup = signalType.getConstructor(String.class).newInstance("HUP");
            InvocationHandler onSignal = (proxy, method, args) -> switch (method.getName()) {
                case "handle" -> {
                    ACTION.get().run();
                    yield null;
                }
                case "hashCode" -> System.identityHashCode(proxy);
                case "equals" -> proxy == args[0];
                case "toString" -> "the serve command's SIGHUP handler";
                default -> throw new UnsupportedOperationException(method.getName());
            };
            Object handler =
                    Proxy.newProxyInstance(Hangup.class.getClassLoader(), new Class<?>[] {handlerType}, onSignal);
            Object previous =
                    signalType.getMethod("handle", signalType, handlerType).invoke(null, hup, handler);
            // A signal ignored when the JVM started (nohup) stays ignored: the JVM keeps SIG_IGN and says so by
            // answering with the ignoring handler.
            Object ignoring = handlerType.getField("SIG_IGN").get(null);
            return previous == ignoring ? State.IGNORED_BY_PARENT : State.HANDLED;
        } catch (ReflectiveOperationException | LinkageError | IllegalArgumentException e) {
            return State.UNAVAILABLE;
        }
    }
}
