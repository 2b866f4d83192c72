/*
 * Fake Stripe.js for the demo and the e2e tests (openapi/fake/README.md). Loaded before the app, it defines window.Stripe so
 * that `loadStripe()` from @stripe/stripe-js reuses it and nothing is downloaded from Stripe. It implements the part
 * of the Stripe.js surface the app uses through @stripe/react-stripe-js: Elements with card / cardNumber /
 * cardExpiry / cardCvc elements rendered as real, labelled inputs (so tests can type into them),
 * createPaymentMethod, confirmCardPayment, retrievePaymentIntent.
 *
 * Test data (the usual Stripe test cards):
 *   4242 4242 4242 4242 visa, 5555 5555 5555 4444 mastercard, 4000 0000 0000 0341 visa (needs confirmation),
 *   4000 0000 0000 0002 -> "Your card was declined."
 *   confirmCardPayment: a client secret containing "fail" is declined; one containing "3ds" succeeds after a short
 *   simulated authentication. A successful confirmation tells the fake provider that served this script
 *   (POST <origin>/__control/payments/confirm { clientSecret }), as Stripe's webhook would tell the real provider,
 *   so a subscription paid with confirmation really becomes ACTIVE in the demo.
 * Plain ES5 on purpose: it also runs in the TV build's old browsers.
 */
(function () {
  'use strict';

  var counter = 0;

  /* The fake provider that served this script: confirmed payments are reported to it. */
  var providerOrigin = (function () {
    try {
      var script = document.currentScript;
      if (!script || !script.src) {
        var all = document.getElementsByTagName('script');
        for (var i = 0; i < all.length; i++) if (/\/standins\/stripe\.js/.test(all[i].src)) script = all[i];
      }
      return script && script.src ? new URL(script.src, location.href).origin : null;
    } catch (e) {
      return null;
    }
  })();

  /* Best effort, like a webhook: the answer (404 for a secret the provider does not track, e.g. a rental) is ignored. */
  function notifyProvider(clientSecret) {
    if (!providerOrigin || typeof fetch !== 'function') return Promise.resolve();
    return fetch(providerOrigin + '/__control/payments/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientSecret: clientSecret }),
    }).then(
      function () {},
      function () {},
    );
  }

  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^6(011|5)/.test(number)) return 'discover';
    return 'unknown';
  }

  function luhn(number) {
    var sum = 0;
    var alt = false;
    for (var i = number.length - 1; i >= 0; i--) {
      var n = parseInt(number.charAt(i), 10);
      if (alt) {
        n *= 2;
        if (n > 9) n -= 9;
      }
      sum += n;
      alt = !alt;
    }
    return sum % 10 === 0;
  }

  var LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiration date', cardCvc: 'CVC' };
  var PLACEHOLDERS = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC' };

  function validate(type, value) {
    var d = digits(value);
    if (type === 'cardNumber') {
      if (!d) return { empty: true, complete: false, error: null };
      if (d.length < 16)
        return {
          empty: false,
          complete: false,
          error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
        };
      if (!luhn(d))
        return {
          empty: false,
          complete: false,
          error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
        };
      return { empty: false, complete: true, error: null };
    }
    if (type === 'cardExpiry') {
      if (!d) return { empty: true, complete: false, error: null };
      if (d.length < 4)
        return {
          empty: false,
          complete: false,
          error: {
            type: 'validation_error',
            code: 'incomplete_expiry',
            message: "Your card's expiration date is incomplete.",
          },
        };
      var month = parseInt(d.slice(0, 2), 10);
      var year = 2000 + parseInt(d.slice(2, 4), 10);
      var now = new Date();
      if (month < 1 || month > 12)
        return {
          empty: false,
          complete: false,
          error: {
            type: 'validation_error',
            code: 'invalid_expiry_month',
            message: "Your card's expiration month is invalid.",
          },
        };
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
        return {
          empty: false,
          complete: false,
          error: {
            type: 'validation_error',
            code: 'invalid_expiry_year_past',
            message: "Your card's expiration date is in the past.",
          },
        };
      }
      return { empty: false, complete: true, error: null };
    }
    if (type === 'cardCvc') {
      if (!d) return { empty: true, complete: false, error: null };
      if (d.length < 3)
        return {
          empty: false,
          complete: false,
          error: {
            type: 'validation_error',
            code: 'incomplete_cvc',
            message: "Your card's security code is incomplete.",
          },
        };
      return { empty: false, complete: true, error: null };
    }
    return { empty: true, complete: false, error: null };
  }

  function format(type, value) {
    var d = digits(value);
    if (type === 'cardNumber') return d.slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
    if (type === 'cardExpiry') return d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2, 4) : d;
    if (type === 'cardCvc') return d.slice(0, 4);
    return value;
  }

  /* One input, or three inputs for the combined "card" element. */
  function FakeElement(elements, type, options) {
    this._elements = elements;
    this._type = type;
    this._options = options || {};
    this._handlers = {};
    this._inputs = {};
    this._node = null;
    this._destroyed = false;
  }

  FakeElement.prototype._parts = function () {
    return this._type === 'card' ? ['cardNumber', 'cardExpiry', 'cardCvc'] : [this._type];
  };

  FakeElement.prototype._emit = function (event, payload) {
    var list = (this._handlers[event] || []).slice();
    for (var i = 0; i < list.length; i++) {
      try {
        list[i](payload);
      } catch (e) {
        setTimeout(function () {
          throw e;
        });
      }
    }
  };

  FakeElement.prototype._state = function () {
    var parts = this._parts();
    var complete = true;
    var empty = true;
    var error = null;
    for (var i = 0; i < parts.length; i++) {
      var input = this._inputs[parts[i]];
      var s = validate(parts[i], input ? input.value : '');
      complete = complete && s.complete;
      empty = empty && s.empty;
      if (!error && s.error) error = s.error;
    }
    var number = this._inputs.cardNumber ? digits(this._inputs.cardNumber.value) : '';
    return {
      elementType: this._type,
      complete: complete,
      empty: empty,
      error: error || undefined,
      brand: number ? brandOf(number) : 'unknown',
      value: {},
    };
  };

  FakeElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('FakeStripe: mount target not found');
    this._node = node;
    var self = this;
    var wrapper = document.createElement('div');
    wrapper.className = 'FakeStripeElement FakeStripeElement--' + this._type;
    wrapper.setAttribute('data-fake-stripe', this._type);
    wrapper.style.display = 'flex';
    wrapper.style.gap = '8px';
    var parts = this._parts();
    for (var i = 0; i < parts.length; i++) {
      (function (part) {
        var input = document.createElement('input');
        input.type = 'text';
        input.inputMode = 'numeric';
        input.autocomplete = part === 'cardNumber' ? 'cc-number' : part === 'cardExpiry' ? 'cc-exp' : 'cc-csc';
        input.setAttribute('aria-label', LABELS[part]);
        input.placeholder = PLACEHOLDERS[part];
        input.name = part;
        input.style.flex = part === 'cardNumber' ? '3' : '1';
        input.style.minWidth = '0';
        input.style.font = 'inherit';
        input.style.color = 'inherit';
        input.style.background = 'transparent';
        input.style.border = '0';
        input.style.outline = 'none';
        input.disabled = !!self._options.disabled;
        input.addEventListener('input', function () {
          var formatted = format(part, input.value);
          if (formatted !== input.value) input.value = formatted;
          self._emit('change', self._state());
        });
        input.addEventListener('focus', function () {
          self._emit('focus', { elementType: self._type });
        });
        input.addEventListener('blur', function () {
          self._emit('blur', { elementType: self._type });
        });
        input.addEventListener('keydown', function (e) {
          if (e.key === 'Escape') self._emit('escape', { elementType: self._type });
        });
        self._inputs[part] = input;
        wrapper.appendChild(input);
      })(parts[i]);
    }
    node.appendChild(wrapper);
    this._wrapper = wrapper;
    setTimeout(function () {
      if (!self._destroyed) self._emit('ready', { elementType: self._type });
    }, 0);
  };

  FakeElement.prototype.unmount = function () {
    if (this._wrapper && this._wrapper.parentNode) this._wrapper.parentNode.removeChild(this._wrapper);
    this._wrapper = null;
  };

  FakeElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    this._handlers = {};
    delete this._elements._byType[this._type];
  };

  FakeElement.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  FakeElement.prototype.addEventListener = FakeElement.prototype.on;

  FakeElement.prototype.off = function (event, handler) {
    var list = this._handlers[event] || [];
    this._handlers[event] = handler
      ? list.filter(function (h) {
          return h !== handler;
        })
      : [];
    return this;
  };
  FakeElement.prototype.removeEventListener = FakeElement.prototype.off;

  FakeElement.prototype.update = function (options) {
    for (var k in options) if (Object.prototype.hasOwnProperty.call(options, k)) this._options[k] = options[k];
    for (var p in this._inputs)
      if (Object.prototype.hasOwnProperty.call(this._inputs, p)) this._inputs[p].disabled = !!this._options.disabled;
  };

  FakeElement.prototype.focus = function () {
    var first = this._inputs[this._parts()[0]];
    if (first) first.focus();
  };
  FakeElement.prototype.blur = function () {
    for (var p in this._inputs) if (Object.prototype.hasOwnProperty.call(this._inputs, p)) this._inputs[p].blur();
  };
  FakeElement.prototype.clear = function () {
    for (var p in this._inputs) if (Object.prototype.hasOwnProperty.call(this._inputs, p)) this._inputs[p].value = '';
    this._emit('change', this._state());
  };

  FakeElement.prototype._values = function () {
    return {
      number: this._inputs.cardNumber ? digits(this._inputs.cardNumber.value) : null,
      expiry: this._inputs.cardExpiry ? digits(this._inputs.cardExpiry.value) : null,
      cvc: this._inputs.cardCvc ? digits(this._inputs.cardCvc.value) : null,
    };
  };

  function FakeElements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._byType = {};
  }
  FakeElements.prototype.create = function (type, options) {
    if (!/^(card|cardNumber|cardExpiry|cardCvc)$/.test(type))
      throw new Error('FakeStripe: element type "' + type + '" is not supported by the stand-in');
    if (this._byType[type]) throw new Error('FakeStripe: Can only create one Element of type ' + type + '.');
    var element = new FakeElement(this, type, options);
    this._byType[type] = element;
    return element;
  };
  FakeElements.prototype.getElement = function (type) {
    var key = typeof type === 'string' ? type : type && type.__elementType;
    return this._byType[key] || null;
  };
  FakeElements.prototype.update = function (options) {
    for (var k in options) if (Object.prototype.hasOwnProperty.call(options, k)) this._options[k] = options[k];
  };
  FakeElements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };
  FakeElements.prototype.submit = function () {
    return Promise.resolve({});
  };

  /* Collects number, expiry and cvc from whatever card elements exist. */
  function collect(elements, card) {
    var values = { number: null, expiry: null, cvc: null };
    var sources = card ? [card] : [];
    if (elements)
      for (var t in elements._byType)
        if (Object.prototype.hasOwnProperty.call(elements._byType, t)) sources.push(elements._byType[t]);
    if (card && card._elements)
      for (var u in card._elements._byType)
        if (Object.prototype.hasOwnProperty.call(card._elements._byType, u)) sources.push(card._elements._byType[u]);
    for (var i = 0; i < sources.length; i++) {
      var v = sources[i]._values();
      if (v.number !== null && values.number === null) values.number = v.number;
      if (v.expiry !== null && values.expiry === null) values.expiry = v.expiry;
      if (v.cvc !== null && values.cvc === null) values.cvc = v.cvc;
    }
    return values;
  }

  function delay(ms, value) {
    return new Promise(function (resolve) {
      setTimeout(function () {
        resolve(value);
      }, ms);
    });
  }

  function Stripe(publicKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publicKey, options);
    if (typeof publicKey !== 'string' || !publicKey) throw new Error('FakeStripe: a publishable key is required');
    this._key = publicKey;
    this._options = options || {};
    this._elements = null;
  }

  /* the release train @stripe/stripe-js 10 expects (it warns on any other) */
  Stripe.version = 'endive';

  Stripe.prototype.elements = function (options) {
    this._elements = new FakeElements(this, options);
    return this._elements;
  };

  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.registerAppInfo = function () {};

  Stripe.prototype.createPaymentMethod = function (params) {
    var card = params && (params.card || params.element);
    var elements = (params && params.elements) || this._elements;
    var v = collect(elements, card);
    var checks = [
      ['cardNumber', v.number],
      ['cardExpiry', v.expiry],
      ['cardCvc', v.cvc],
    ];
    for (var i = 0; i < checks.length; i++) {
      var s = validate(checks[i][0], checks[i][1] || '');
      if (s.empty) {
        var empty = {
          cardNumber: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
          cardExpiry: { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
          cardCvc: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
        }[checks[i][0]];
        return delay(50, { error: { type: 'validation_error', code: empty.code, message: empty.message } });
      }
      if (s.error) return delay(50, { error: s.error });
    }
    if (v.number === '4000000000000002') {
      return delay(150, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
    }
    counter += 1;
    var brand = brandOf(v.number);
    var last4 = v.number.slice(-4);
    return delay(150, {
      paymentMethod: {
        id: 'pm_fake_' + brand + '_' + last4 + '_' + counter,
        object: 'payment_method',
        type: 'card',
        card: {
          brand: brand,
          last4: last4,
          exp_month: parseInt(v.expiry.slice(0, 2), 10),
          exp_year: 2000 + parseInt(v.expiry.slice(2, 4), 10),
        },
        billing_details: (params && params.billing_details) || {},
      },
    });
  };

  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    var secret = String(clientSecret || '');
    var id = secret.split('_secret_')[0] || 'pi_fake';
    if (!secret)
      return delay(50, { error: { type: 'invalid_request_error', message: 'A client secret is required.' } });
    if (secret.indexOf('fail') !== -1) {
      return delay(200, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
          payment_intent: { id: id, status: 'requires_payment_method' },
        },
      });
    }
    var wait = secret.indexOf('3ds') !== -1 ? 600 : 200;
    return delay(wait)
      .then(function () {
        return notifyProvider(secret);
      })
      .then(function () {
        return {
          paymentIntent: {
            id: id,
            object: 'payment_intent',
            status: 'succeeded',
            client_secret: secret,
            payment_method: (data && data.payment_method) || null,
          },
        };
      });
  };

  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    var secret = String(clientSecret || '');
    return delay(50, {
      paymentIntent: { id: secret.split('_secret_')[0], status: 'requires_confirmation', client_secret: secret },
    });
  };

  Stripe.prototype.createToken = function () {
    return delay(50, {
      error: {
        type: 'invalid_request_error',
        message: 'Tokens are not supported by the stand-in: use createPaymentMethod.',
      },
    });
  };

  Stripe.prototype.handleCardAction = Stripe.prototype.confirmCardPayment;

  window.Stripe = Stripe;
  window.__FAKE_STRIPE__ = true;
})();
